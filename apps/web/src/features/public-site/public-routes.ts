import { paths } from '@keel/shared/paths';
import type { ComponentType } from 'react';
import { AboutLeadPage } from './pages/about-lead-page';
import { AboutPage } from './pages/about-page';
import { ClientsPage } from './pages/clients-page';
import { ContactUsPage } from './pages/contact-us-page';
import { HomePage } from './pages/home-page';
import { IndustriesPage } from './pages/industries-page';
import { PortfolioPage } from './pages/portfolio-page';
import { ProjectManagementPage } from './pages/project-management-page';
import { TrainingMaterialsPage } from './pages/training-materials-page';

/**
 * The public marketing pages (PUBLIC_PAGE_PATHS), each a small eager module so they can be
 * prerendered; CRM code never loads on them.
 */
export const publicPages: ReadonlyArray<{ path: string; Component: ComponentType }> = [
  { path: paths.home, Component: HomePage },
  { path: paths.projectManagement, Component: ProjectManagementPage },
  { path: paths.industries, Component: IndustriesPage },
  { path: paths.portfolio, Component: PortfolioPage },
  { path: paths.trainingMaterials, Component: TrainingMaterialsPage },
  { path: paths.clients, Component: ClientsPage },
  { path: paths.about, Component: AboutPage },
  { path: paths.aboutLead, Component: AboutLeadPage },
  { path: paths.contactUs, Component: ContactUsPage },
];
