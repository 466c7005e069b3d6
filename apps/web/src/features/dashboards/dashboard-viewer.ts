/**
 * The signed-in user looking at a dashboard: the greeting, ownership badge and edit rights read it.
 * The route passes it in from the session (features do not import the auth feature).
 */
export interface DashboardViewer {
  id: string;
  fullName: string;
  isAdmin: boolean;
}
