import { expect, type Page } from './fixtures';

/** The page scrolls only vertically: nothing in it is wider than the window. */
export async function expectNoWiderThanWindow(page: Page, what = 'the page') {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  expect(scrollWidth, `${what} is wider than the window`).toBeLessThanOrEqual(innerWidth);
}
