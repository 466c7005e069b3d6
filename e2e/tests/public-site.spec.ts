import { PUBLIC_PAGE_PATHS } from '@keel/shared/paths';
import { DEMO_PASSWORD } from '@keel/shared/demo';
import { demoUser, expect, signInThroughForm, test, toast, type Page } from './fixtures';
import { serverStateLibraryChunks, staffOnlyChunks, workspaceCodeChunks } from './support/chunks';
import { FIRST_LOAD_JS_BUDGET_BYTES, gzippedBytes } from './support/first-load-js';

/** Each public route's headline and the anchors its sections carry (docs/product/public-site.md#public-pages). */
const pages: Record<(typeof PUBLIC_PAGE_PATHS)[number], { h1: string; anchors: string[] }> = {
  '/': { h1: 'Delivering Successful IT Projects for over 20 years', anchors: ['services'] },
  '/project-management': { h1: 'Project management that owns the outcome', anchors: ['overview', 'methodologies', 'tools', 'team'] },
  '/industries': { h1: 'Delivery experience where the stakes are high', anchors: ['retail', 'finance', 'healthcare'] },
  '/portfolio': { h1: 'Results our clients still talk about', anchors: ['case-studies', 'success-stories'] },
  '/training-materials': { h1: 'Skills that outlast the engagement', anchors: ['workshops', 'webinars', 'downloads'] },
  '/clients': { h1: 'Our Clients', anchors: ['testimonials'] },
  '/about': { h1: 'About Us', anchors: ['mission', 'vision', 'values'] },
  '/about-daniel': { h1: 'About Daniel Hayes', anchors: [] },
  '/contact-us': { h1: 'Contact Us', anchors: [] },
};

/** The section sits in the viewport, below the sticky header (not hidden behind it). */
async function expectScrolledTo(page: Page, id: string) {
  const section = page.locator(`#${id}`);
  await expect(section).toBeInViewport();
  await expect
    .poll(async () => {
      const headerBottom = await page.getByRole('banner').evaluate((el) => el.getBoundingClientRect().bottom);
      const top = await section.evaluate((el) => el.getBoundingClientRect().top);
      return top >= headerBottom - 1 && top < headerBottom + 200;
    })
    .toBe(true);
}

test.describe('public pages', () => {
  for (const path of PUBLIC_PAGE_PATHS) {
    test(`${path} renders its headline and anchors, hydrates without errors, and loads no CRM code and at most 100 KB of JavaScript`, async ({
      page,
    }) => {
      const errors: string[] = [];
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      page.on('pageerror', (error) => errors.push(error.message));
      const scripts: string[] = [];
      page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname.slice(1)));

      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(page.getByRole('heading', { level: 1, name: pages[path].h1 })).toBeVisible();
      await expect(page).toHaveTitle(/\| Keel Consulting$/);
      for (const id of pages[path].anchors) await expect(page.locator(`#${id}`)).toHaveCount(1);
      expect(errors).toEqual([]);

      const forbidden = staffOnlyChunks();
      expect(forbidden.size).toBeGreaterThan(10);
      expect(scripts.length).toBeGreaterThan(0);
      expect(scripts.filter((file) => forbidden.has(file))).toEqual([]);
      const workspace = workspaceCodeChunks();
      expect(workspace.size).toBeGreaterThan(10);
      expect(scripts.filter((file) => workspace.has(file))).toEqual([]);
      // Nor TanStack Query: the session and the public calls work without it (decision 0011).
      const queryLibrary = serverStateLibraryChunks();
      expect(queryLibrary.size).toBeGreaterThan(0);
      expect(scripts.filter((file) => queryLibrary.has(file))).toEqual([]);
      // What the page loaded, gzipped, within the budget (decision 0106).
      expect(gzippedBytes(scripts), `first-load JavaScript of ${path}, gzip bytes`).toBeLessThanOrEqual(FIRST_LOAD_JS_BUDGET_BYTES);
    });
  }

  test('an anchor link from another page scrolls to its section', async ({ page }) => {
    await page.goto('/');
    const main = page.getByRole('navigation', { name: 'Main' });
    await main.getByRole('button', { name: 'Industries' }).click();
    await main.getByRole('link', { name: 'Finance' }).click();
    await expect(page).toHaveURL(/\/industries#finance$/);
    await expectScrolledTo(page, 'finance');

    await main.getByRole('button', { name: 'Project Management' }).click();
    await main.getByRole('link', { name: 'Tools' }).click();
    await expect(page).toHaveURL(/\/project-management#tools$/);
    await expectScrolledTo(page, 'tools');

    // On the same page.
    await main.getByRole('button', { name: 'Project Management' }).click();
    await main.getByRole('link', { name: 'Methodologies' }).click();
    await expectScrolledTo(page, 'methodologies');
  });

  test('arriving with an anchor in the address scrolls to its section', async ({ page }) => {
    await page.goto('/portfolio#success-stories');
    await expectScrolledTo(page, 'success-stories');
    await page.goto('/training-materials#downloads');
    await expectScrolledTo(page, 'downloads');
  });

  test('every training card button leads to /contact-us', async ({ page }) => {
    await page.goto('/training-materials');
    const buttons = page.locator('main li a');
    await expect(buttons).toHaveCount(10);
    for (const href of await buttons.evaluateAll((links) => links.map((a) => a.getAttribute('href')))) expect(href).toBe('/contact-us');
    await buttons.first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  });

  test('public pages render before the session is known; staff areas wait for it', async ({ page }) => {
    await page.route('**/api/me', () => new Promise(() => {})); // the session never answers
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'CRM Login' })).toBeVisible();
    await expect(page.getByText('Loading Application...')).toHaveCount(0);
    await page.goto('/crm/contacts');
    await expect(page.getByText('Loading Application...')).toBeVisible();
  });

  test('moves between public pages within the page, to sign-in and the workspace as new documents, and back; Log Out on a public page is confirmed on sign-in', async ({
    page,
  }) => {
    // A mark on the window tells a navigation within the page from a new document (decision 0106).
    const sameDocument = () => page.evaluate(() => (window as { keelMark?: boolean }).keelMark === true);
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.evaluate(() => ((window as { keelMark?: boolean }).keelMark = true));
    const main = page.getByRole('navigation', { name: 'Main' });
    await main.getByRole('button', { name: 'About' }).click();
    await main.getByRole('link', { name: 'About Us' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    await expect(page).toHaveTitle(/^About Us \| Keel Consulting$/);
    expect(await sameDocument()).toBe(true);

    await page.getByRole('banner').getByRole('link', { name: 'CRM Login' }).click();
    await expect(page).toHaveURL(/\/crm\/login$/);
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    expect(await sameDocument()).toBe(false);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();

    await page.goto('/crm/login');
    const user = demoUser('sales_rep');
    await signInThroughForm(page, user.email, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/crm\/dashboard$/);
    await page.goto('/clients');
    const userMenu = page.getByRole('banner').getByRole('button', { name: new RegExp(user.fullName) });
    await userMenu.click();
    await page.getByRole('menuitem', { name: 'Account Settings' }).click();
    await expect(page).toHaveURL(/\/crm\/settings$/);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Our Clients' })).toBeVisible();
    await userMenu.click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/crm\/login$/);
    await expect(toast(page, 'Logged Out')).toContainText('You have been successfully logged out.');
    await expect(page.getByRole('banner').getByRole('link', { name: 'CRM Login' })).toBeVisible();
  });

  test('robots.txt and sitemap.xml list the public pages', async ({ request, baseURL }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const path of PUBLIC_PAGE_PATHS) expect(sitemap).toContain(`<loc>${baseURL}${path}</loc>`);
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    expect(robots).toContain('Disallow: /crm/');
  });
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  for (const path of PUBLIC_PAGE_PATHS) {
    test(`${path} is readable from the prerendered HTML, with its own title and description`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: pages[path].h1 })).toBeVisible();
      await expect(page).toHaveTitle(/\| Keel Consulting$/);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length).toBeGreaterThan(50);
      expect((await page.locator('main').innerText()).split(/\s+/).length).toBeGreaterThan(40);
    });
  }

  test('the pages are distinct documents, each with its own title', async ({ page }) => {
    const titles = new Set<string>();
    for (const path of PUBLIC_PAGE_PATHS) {
      await page.goto(path);
      titles.add(await page.title());
    }
    expect(titles.size).toBe(PUBLIC_PAGE_PATHS.length);
  });
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the mobile menu reaches a section anchor and closes', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Case Studies' }).click();
    await expect(page).toHaveURL(/\/portfolio#case-studies$/);
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
    await expectScrolledTo(page, 'case-studies');
  });

  test('no public page scrolls sideways', async ({ page }) => {
    for (const path of PUBLIC_PAGE_PATHS) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(375);
    }
  });
});
