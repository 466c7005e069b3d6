import { paths } from '@keel/shared/paths';
import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import type { AppPage } from './app-pages';
import { FullScreenLoader } from '../components/ui/spinner';
import { publicPageRoutes } from '../features/public-site/public-routes';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './layout/route-error';
import { SiteLayout } from './layout/site-layout';

/** A lazily loaded route module (its own chunk) whose default export is the page. */
function lazyPage(load: () => Promise<{ default: ComponentType }>): RouteObject['lazy'] {
  return async () => ({ Component: (await load()).default });
}

/** A page outside the marketing site, looked up in app-pages (loaded with the first such page). */
function page(name: AppPage): RouteObject['lazy'] {
  return async () => ({ Component: (await (await import('./app-pages')).appPages[name]()).default });
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

/** Every route of docs/product/public-site.md#public-pages (plus /crm/funnel and /crm/messages); unknown paths go home. */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: () => <FullScreenLoader label="Loading Application..." />,
    errorElement: <RouteError />,
    children: [
      // The public site's frame: header and footer of docs/product/public-site.md#footer
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
              { path: paths.login, lazy: page('signIn') },
              { path: paths.forgotPassword, lazy: page('forgotPassword') },
              { path: paths.resetPassword, lazy: page('resetPassword') },
              { path: paths.confirmEmail, lazy: page('confirmEmail') },
              { path: paths.signInLink, lazy: page('signInLink') },
              {
                path: paths.unauthorized,
                lazy: async () => ({ Component: (await import('../features/auth/components/unauthorized-page')).UnauthorizedPage }),
              },
              { path: paths.addTestUser, lazy: page('testUser') },
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
              { path: paths.inquiry, lazy: page('inquiry') },
              { path: paths.inquirySuccess, lazy: page('inquirySuccess') },
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
                  { path: paths.dashboard, lazy: page('dashboard') },
                  { path: pattern(paths.dashboardById, 'dashboardId'), lazy: page('dashboard') },
                  { path: paths.contacts, lazy: page('contacts') },
                  { path: paths.newContact, lazy: page('newContact') },
                  { path: pattern(paths.contact, 'contactId'), lazy: page('contact') },
                  { path: pattern(paths.editContact, 'contactId'), lazy: page('editContact') },
                  { path: paths.companies, lazy: page('companies') },
                  { path: pattern(paths.company, 'companyId'), lazy: page('company') },
                  { path: pattern(paths.editCompany, 'companyId'), lazy: page('editCompany') },
                  { path: paths.reporting, lazy: page('reporting') },
                  { path: pattern(paths.report, 'reportId'), lazy: page('report') },
                  { path: paths.settings, lazy: page('settings') },
                  { path: paths.funnel, lazy: page('funnel') },
                  { path: pattern(paths.deal, 'dealId'), lazy: page('deal') },
                  { path: paths.messages, lazy: page('messages') },
                  { path: paths.tasks, lazy: page('tasks') },
                  // A job's hiring team, of any role (decision 0081); the server decides what each may read.
                  { path: paths.myHiring, lazy: page('myHiring') },
                  { path: pattern(paths.hiringApplicant, 'applicantId'), lazy: page('hiringApplicant') },
                  { path: paths.twoFactorSetup, lazy: page('twoFactorSetup') },
                  { path: paths.choosePassword, lazy: page('choosePassword') },
                  // Consultants (decision 0087): every member reads them; the new-consultant page guards itself.
                  { path: paths.consultants, lazy: page('consultants') },
                  { path: paths.newConsultant, lazy: page('newConsultant') },
                  { path: pattern(paths.consultant, 'consultantId'), lazy: page('consultant') },
                  { path: paths.staffingForecast, lazy: page('staffingForecast') },
                ],
              },

              // Admins only
              {
                lazy: lazyGuard('RequireAdmin'),
                children: [
                  { path: paths.team, lazy: page('team') },
                  { path: paths.dataManagement, lazy: page('dataManagement') },
                  { path: paths.savedReports, lazy: page('savedReports') },
                  { path: paths.clientLogos, lazy: page('clientLogos') },
                  { path: paths.outbox, lazy: page('outbox') },
                  { path: paths.duplicates, lazy: page('duplicates') },
                  { path: paths.skills, lazy: page('skills') },
                ],
              },

              // Recruiters and admins
              {
                lazy: lazyGuard('RequireRecruiterOrAdmin'),
                children: [
                  { path: paths.jobs, lazy: page('jobs') },
                  { path: paths.newJob, lazy: page('newJob') },
                  { path: pattern(paths.job, 'jobId'), lazy: page('job') },
                  { path: paths.applicants, lazy: page('applicants') },
                  { path: paths.newApplicant, lazy: page('newApplicant') },
                  {
                    path: pattern(paths.applicant, 'applicantId'),
                    lazy: page('applicant'),
                  },
                  { path: paths.recruiters, lazy: page('recruiters') },
                  { path: paths.candidateEmailTemplates, lazy: page('emailTemplates') },
                  { path: paths.interviewKitTemplates, lazy: page('interviewKits') },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];
