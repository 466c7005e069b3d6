// An application sent from the careers page: inserted by the applications module, inside the careers intake's transaction.
export { insertWebsiteApplication, type NewWebsiteApplication } from './website-application.repository';
