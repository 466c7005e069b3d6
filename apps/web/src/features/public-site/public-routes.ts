import { paths } from '@keel/shared/paths';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { PublicPagePath } from './page-meta';

const pageModules = import.meta.glob<{ default: ComponentType }>('./pages/*-page.tsx');

/** The module of each public page, in ./pages (the prerender step preloads its built chunk). */
export const publicPageFiles: Record<PublicPagePath, string> = {
  [paths.home]: 'home-page.tsx',
  [paths.projectManagement]: 'project-management-page.tsx',
  [paths.industries]: 'industries-page.tsx',
  [paths.portfolio]: 'portfolio-page.tsx',
  [paths.trainingMaterials]: 'training-materials-page.tsx',
  [paths.clients]: 'clients-page.tsx',
  [paths.about]: 'about-page.tsx',
  [paths.aboutLead]: 'about-lead-page.tsx',
  [paths.contactUs]: 'contact-us-page.tsx',
};

/** Where the page modules sit, relative to the web app's root (the keys of Vite's build manifest). */
export const PUBLIC_PAGES_DIR = 'src/features/public-site/pages';

/** The careers pages' frame (decision 0036), a page module like the others. */
export const CAREERS_FRAME_FILE = 'careers-frame-page.tsx';

/** Loads a page module of ./pages by its file name. */
export function loadPublicPage(file: string): () => Promise<{ default: ComponentType }> {
  const load = pageModules[`./pages/${file}`];
  if (!load) throw new Error(`Missing public page module ./pages/${file}`);
  return load;
}

/**
 * The public marketing pages (PUBLIC_PAGE_PATHS) in the workspace app's route table, for in-app
 * navigations from its pages. Each page is its own chunk, so a visitor downloads only the page in
 * front of them. The prerendered documents themselves run the smaller public app instead
 * (app/public-site, decision 0106). CRM and recruitment code never loads on them.
 */
export const publicPageRoutes: RouteObject[] = Object.entries(publicPageFiles).map(([path, file]) => {
  const load = loadPublicPage(file);
  return { path, lazy: async () => ({ Component: (await load()).default }) };
});
