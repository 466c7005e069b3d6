export { seriousViolations } from './support/axe';
import type { Board } from '@keel/shared/funnel-board';
import type { Lead } from '@keel/shared/funnel-lead';
import { expect, type Page } from './fixtures';

/** Helpers of the funnel journeys (funnel.spec.ts): API set-up, locators, a pointer drag, axe. */

/** A name no other test (or run) uses. */
export const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export async function board(page: Page): Promise<Board> {
  const res = await page.request.get('/api/funnel/board');
  expect(res.status()).toBe(200);
  return res.json();
}

/** Creates a lead through the API, on top of the column with this title. */
export async function createLead(page: Page, name: string, stageTitle: string, extra: object = {}): Promise<Lead> {
  const stage = (await board(page)).columns.find((c) => c.title === stageTitle)!;
  const res = await page.request.post('/api/funnel/leads', { data: { name, stageId: stage.id, ...extra } });
  expect(res.status()).toBe(201);
  return res.json();
}

export const column = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
/** A card of a column, by its name: the link to the deal's page. */
export const cardIn = (page: Page, columnTitle: string, name: string) => column(page, columnTitle).getByRole('link', { name, exact: true });

/**
 * Scrolls a column's virtual list until the card is rendered: newer leads from other journeys sit
 * above the demo leads, and only the cards in view (and a few around) exist in the page.
 */
export async function revealCard(page: Page, columnTitle: string, name: string) {
  const card = cardIn(page, columnTitle, name);
  const scroller = column(page, columnTitle).getByTestId('column-scroller');
  // From the top of the column: cards other journeys add meanwhile go on top and push this one down.
  await scroller.evaluate((el) => el.scrollTo(0, 0));
  await expect(async () => {
    if (!(await card.isVisible())) await scroller.evaluate((el) => el.scrollBy(0, el.clientHeight));
    await expect(card).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  return card;
}

/** A pointer drag from a card's handle (in view: revealCard) to a column, in small steps as a hand would. */
export async function dragCard(page: Page, name: string, toColumn: string) {
  const from = (await page.getByRole('button', { name: `Move ${name}`, exact: true }).boundingBox())!;
  const to = (await column(page, toColumn).boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + 20, from.y + 20, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + 90, { steps: 25 });
  await page.mouse.up();
}

/** Opens a card's quick editor from its menu (its name opens the deal's page). */
export async function openLead(page: Page, columnTitle: string, name: string) {
  await revealCard(page, columnTitle, name);
  await column(page, columnTitle)
    .getByRole('button', { name: `Actions for ${name}`, exact: true })
    .click();
  await page.getByRole('menuitem', { name: 'Quick edit' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit Lead' })).toBeVisible();
  return page.getByRole('dialog', { name: 'Edit Lead' });
}
