import { expect, test, toast, type Page } from './fixtures';

/** A small logo image, served for the banner's two logos. */
const svg = (label: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="56" viewBox="0 0 160 56"><rect width="160" height="56" rx="8" fill="#0b2545"/><text x="80" y="35" font-size="18" text-anchor="middle" fill="#fff">${label}</text></svg>`;

const logos = [
  {
    id: 'l1',
    name: 'Acme Health',
    imageUrl: 'public/1-acme.svg',
    url: '/files/client-logos/public/1-acme.svg',
    createdAt: '2026-11-02T00:00:00.000Z',
    sizeBytes: 300,
  },
  {
    id: 'l2',
    name: 'Globex Bank',
    imageUrl: 'public/2-globex.svg',
    url: '/files/client-logos/public/2-globex.svg',
    createdAt: '2026-11-01T00:00:00.000Z',
    sizeBytes: 300,
  },
];

/**
 * The logo list is stubbed only to vary what the display is given; the API itself is tested
 * with real data in client-logos.routes.test.ts (and with no logos against the real server in
 * inquiry.spec.ts).
 */
async function serveTwoLogos(page: Page) {
  await page.route('**/api/client-logos', (route) => route.fulfill({ json: logos }));
  await page.route('**/files/client-logos/**', (route) =>
    route.fulfill({ contentType: 'image/svg+xml', body: svg(route.request().url().includes('acme') ? 'Acme' : 'Globex') }),
  );
}

test.describe('client-logo banner', () => {
  // The suite runs with reduced motion (playwright.config.ts); the banner's motion is what this checks.
  test.use({ reducedMotion: 'no-preference' });
  test('with two logos: shown on /, the list three times, scrolling 5 s per logo, pausable', async ({ page }) => {
    await serveTwoLogos(page);
    await page.goto('/');
    const banner = page.locator('section', { has: page.getByRole('heading', { name: 'Trusted By Companies Like' }) });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('img')).toHaveCount(2);
    await expect(banner.getByRole('img', { name: 'Acme Health' })).toBeVisible();
    const track = banner.getByTestId('logo-track');
    await expect(track.locator('li')).toHaveCount(6);
    const style = await track.evaluate((el) => {
      const css = getComputedStyle(el);
      return { name: css.animationName, duration: css.animationDuration, state: css.animationPlayState };
    });
    expect(style).toEqual({ name: 'logo-scroll', duration: '10s', state: 'running' });
    const before = await track.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m41);
    await expect.poll(() => track.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m41)).toBeLessThan(before);

    await banner.getByRole('button', { name: 'Pause logo animation' }).click();
    await expect.poll(() => track.evaluate((el) => getComputedStyle(el).animationPlayState)).toBe('paused');
    await banner.getByRole('button', { name: 'Play logo animation' }).click();
    await expect.poll(() => track.evaluate((el) => getComputedStyle(el).animationPlayState)).toBe('running');
  });

  test('respects prefers-reduced-motion: a still row of the logos, once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await serveTwoLogos(page);
    await page.goto('/');
    const track = page.getByTestId('logo-track');
    await expect(track.locator('li:visible')).toHaveCount(2);
    expect(await track.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
    await expect(page.getByRole('button', { name: 'Pause logo animation' })).toBeHidden();
  });

  test('the same logos appear on /clients', async ({ page }) => {
    await serveTwoLogos(page);
    await page.goto('/clients');
    await expect(page.getByRole('heading', { name: 'Organizations we have delivered for' })).toBeVisible();
    await expect(page.locator('#logos').getByRole('img')).toHaveCount(2);
  });

  test("shows 'Error Fetching Logos' when the list cannot be loaded", async ({ page }) => {
    await page.route('**/api/client-logos', (route) =>
      route.fulfill({ status: 500, json: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' } }),
    );
    await page.goto('/');
    await expect(toast(page, 'Error Fetching Logos')).toContainText('Could not load client logos for the banner.');
    await expect(page.getByRole('heading', { name: 'Trusted By Companies Like' })).toHaveCount(0);
  });
});
