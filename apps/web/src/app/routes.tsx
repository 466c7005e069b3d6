import { paths } from '@keel/shared/paths';
import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { FullScreenLoader } from '../components/ui/spinner';
import { publicPageRoutes } from '../features/public-site/public-routes';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './layout/route-error';
import { SiteLayout } from './layout/site-layout';

/** A lazily loaded route module (its own chunk) whose default export is the page. */
function lazyPage(load: () => Promise<{ default: ComponentType }>): RouteObject['lazy'] {
  return async () => ({ Component: (await load()).default });
}

/** A guard layout route, loaded with the first protected page (public pages never need it). */
function lazyGuard(name: 'RequireAuth' | 'RequireAdmin' | 'RequireRecruiterOrAdmin'): RouteObject['lazy'] {
  return async () => ({ Component: (await import('../features/auth/components/guards'))[name] });
}

/** A route pattern from a `paths` builder: paths.job('') + ':jobId' → '/recruitment/jobs/:jobId'. */
function pattern(build: (id: string) => string, param: string): string {
  return `${build('')}:${param}`;
}

const careersFrame = lazyPage(() => import('../features/public-site/pages/careers-frame-page'));

/** TanStack Query comes with this layout (decision 0011); both frames below use it. */
const serverStateLayout: RouteObject['lazy'] = async () => ({
  Component: (await import('./server-state/server-state-layout')).ServerStateLayout,
});

/** Every route of SPEC §2 (plus /crm/funnel and /crm/messages); unknown paths go home. */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: () => <FullScreenLoader label="Loading Application..." />,
    errorElement: <RouteError />,
    children: [
      // The public site's frame: header and footer of SPEC §2
      {
        Component: SiteLayout,
        children: [
          // Public marketing pages: prerendered, no server-state library (decision 0011)
          ...publicPageRoutes,

          // The careers site: content rendered by the server into this page's frame (decision 0036)
          { path: paths.careers, lazy: careersFrame },
          { path: `${paths.careers}/:job`, lazy: careersFrame },

          // The other public pages (sign-in, inquiry…) sit in the server-state layout, which brings TanStack Query
          {
            lazy: serverStateLayout,
            children: [
              // Public, but not marketing pages
              { path: paths.login, lazy: lazyPage(() => import('../features/auth/components/sign-in-page')) },
              { path: paths.forgotPassword, lazy: lazyPage(() => import('../features/auth/components/forgot-password-page')) },
              { path: paths.resetPassword, lazy: lazyPage(() => import('../features/auth/components/reset-password-page')) },
              { path: paths.confirmEmail, lazy: lazyPage(() => import('../features/auth/components/confirm-email-page')) },
              {
                path: paths.unauthorized,
                lazy: async () => ({ Component: (await import('../features/auth/components/unauthorized-page')).UnauthorizedPage }),
              },
              { path: paths.addTestUser, lazy: lazyPage(() => import('../features/auth/components/test-user-page')) },
            ],
          },

          { path: '*', element: <Navigate to={paths.home} replace /> },
        ],
      },

      // The New Inquiry form and its success page: the workspace's frame for staff, the public site's for visitors
      {
        lazy: serverStateLayout,
        children: [
          {
            lazy: async () => ({ Component: (await import('./layout/inquiry-frame')).InquiryFrame }),
            children: [
              { path: paths.inquiry, lazy: lazyPage(() => import('./routes/crm/inquiry-route')) },
              { path: paths.inquirySuccess, lazy: lazyPage(() => import('./routes/crm/inquiry-success-route')) },
            ],
          },
        ],
      },

      // Signed-in work: its own frame, the workspace (sidebar, top bar, global search; decision 0017)
      {
        lazy: serverStateLayout,
        children: [
          {
            lazy: async () => ({ Component: (await import('./workspace/workspace-layout')).WorkspaceLayout }),
            children: [
              // Any signed-in user
              {
                lazy: lazyGuard('RequireAuth'),
                children: [
                  { path: paths.dashboard, lazy: lazyPage(() => import('./routes/crm/dashboard-route')) },
                  { path: pattern(paths.dashboardById, 'dashboardId'), lazy: lazyPage(() => import('./routes/crm/dashboard-route')) },
                  { path: paths.contacts, lazy: lazyPage(() => import('./routes/crm/contacts-route')) },
                  { path: pattern(paths.contact, 'contactId'), lazy: lazyPage(() => import('./routes/crm/contact-route')) },
                  { path: pattern(paths.editContact, 'contactId'), lazy: lazyPage(() => import('./routes/crm/edit-contact-route')) },
                  { path: paths.companies, lazy: lazyPage(() => import('./routes/crm/companies-route')) },
                  { path: pattern(paths.company, 'companyId'), lazy: lazyPage(() => import('./routes/crm/company-route')) },
                  { path: pattern(paths.editCompany, 'companyId'), lazy: lazyPage(() => import('./routes/crm/edit-company-route')) },
                  { path: paths.reporting, lazy: lazyPage(() => import('./routes/crm/reporting-route')) },
                  { path: pattern(paths.report, 'reportId'), lazy: lazyPage(() => import('./routes/crm/report-route')) },
                  { path: paths.settings, lazy: lazyPage(() => import('./routes/crm/settings-route')) },
                  { path: paths.funnel, lazy: lazyPage(() => import('./routes/crm/funnel-route')) },
                  { path: paths.messages, lazy: lazyPage(() => import('./routes/crm/messages-route')) },
                  { path: paths.tasks, lazy: lazyPage(() => import('./routes/crm/tasks-route')) },
                  { path: paths.twoFactorSetup, lazy: lazyPage(() => import('./routes/crm/two-factor-setup-route')) },
                ],
              },

              // Admins only
              {
                lazy: lazyGuard('RequireAdmin'),
                children: [
                  { path: paths.team, lazy: lazyPage(() => import('./routes/crm/team-route')) },
                  { path: paths.dataManagement, lazy: lazyPage(() => import('./routes/crm/data-management-route')) },
                  { path: paths.savedReports, lazy: lazyPage(() => import('./routes/crm/saved-reports-route')) },
                  { path: paths.clientLogos, lazy: lazyPage(() => import('./routes/crm/client-logos-route')) },
                  { path: paths.outbox, lazy: lazyPage(() => import('./routes/crm/outbox-route')) },
                  { path: paths.duplicates, lazy: lazyPage(() => import('./routes/crm/duplicates-route')) },
                ],
              },

              // Recruiters and admins
              {
                lazy: lazyGuard('RequireRecruiterOrAdmin'),
                children: [
                  { path: paths.jobs, lazy: lazyPage(() => import('./routes/recruitment/jobs-route')) },
                  { path: paths.newJob, lazy: lazyPage(() => import('./routes/recruitment/new-job-route')) },
                  { path: pattern(paths.job, 'jobId'), lazy: lazyPage(() => import('./routes/recruitment/job-route')) },
                  { path: paths.applicants, lazy: lazyPage(() => import('./routes/recruitment/applicants-route')) },
                  { path: paths.newApplicant, lazy: lazyPage(() => import('./routes/recruitment/new-applicant-route')) },
                  {
                    path: pattern(paths.applicant, 'applicantId'),
                    lazy: lazyPage(() => import('./routes/recruitment/applicant-route')),
                  },
                  { path: paths.recruiters, lazy: lazyPage(() => import('./routes/recruitment/recruiters-route')) },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];
