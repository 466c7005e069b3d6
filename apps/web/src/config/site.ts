// The firm's branding lives in @keel/shared/site, so the server's e-mails carry the same name.
export { formatAddress, site } from '@keel/shared/site';
