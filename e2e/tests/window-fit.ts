import { expect, type Page } from './fixtures';

/**
 * The page scrolls only vertically: nothing in it is wider than the window. Polled, since a layout
 * may still be settling after a resize (the dashboard grid re-lays itself out).
 */
export async function expectNoWiderThanWindow(page: Page, what = 'the page') {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
      message: `${what} is wider than the window`,
    })
    .toBeLessThanOrEqual(0);
}
