// The credential tables' writes (decision 0110): what identity's flows call. The queries are the
// whole of it, so the service passes them on as they are.
export {
  consumeLinkToken,
  deleteApiKey,
  deleteApiKeysOf,
  insertApiKey,
  KEY_COLUMNS,
  deleteSession,
  deleteSessionsOf,
  deleteSessionsOfUsers,
  replaceLinkToken,
  setCredentialPassword,
  setPasswordHash,
} from './credentials.repository';
