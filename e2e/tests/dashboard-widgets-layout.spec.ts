import { WIDGET_TYPES, newWidgetTitle, type Dashboard } from '@keel/shared/dashboards';
import type { Locator } from '@playwright/test';
import { expect, test, uniqueEmail, type Page } from './fixtures';
import { createLead, unique } from './funnel-helpers';

const PASSWORD = 'widget-layout-e2e-1';
const LONG_WORD = `Supercalifragilistic${'x'.repeat(12)}`;

/** A fresh admin (sees every deal) with one dashboard holding a widget of every type, 3×2 each. */
async function dashboardWithEveryWidget(page: Page): Promise<Dashboard> {
  const email = uniqueEmail('widget-layout');
  expect(
    (await page.request.post('/api/test-users', { data: { full_name: 'Wyn Widget', email, password: PASSWORD, role: 'admin' } })).status(),
  ).toBe(201);
  expect((await page.request.post('/api/session', { data: { email, password: PASSWORD } })).status()).toBe(200);
  // Enough follow-ups and notes that lists run past a 3×2 widget, with long words that do not wrap by themselves.
  const soon = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const stages = ['New Inquiry', 'Contacted', 'Proposal Sent', 'Closed Won'];
  for (let n = 0; n < 8; n++) {
    const lead = await createLead(page, unique(`Widget Deal ${n} ${LONG_WORD}`), stages[n % stages.length], {
      company: `Company ${LONG_WORD}`,
      nextContactDate: soon,
      meetingNotes: `Met the team about ${LONG_WORD}. ${'They asked about timelines, budgets and the next steps. '.repeat(4)}`,
    });
    // The reminders list shows this member's open tasks, each with its lead.
    const task = await page.request.post('/api/activities', {
      data: { kind: 'task', title: `Follow up ${n} ${LONG_WORD}`, dueDate: soon, links: [{ type: 'deal', id: lead.id }] },
    });
    expect(task.status()).toBe(201);
  }
  const created = await page.request.post('/api/dashboards', { data: { name: unique('Every Widget') } });
  expect(created.status()).toBe(201);
  let board = (await created.json()) as Dashboard;
  for (const type of WIDGET_TYPES) {
    const added = await page.request.post(`/api/dashboards/${board.id}/widgets`, { data: { type } });
    expect(added.status()).toBe(201);
    board = await added.json();
  }
  return board;
}

/** What inside a widget hides content: a box that clips what overflows it, a scroll region a keyboard cannot reach, chart text outside its chart. */
function clippedContent(widget: Locator) {
  return widget.evaluate((section) => {
    const problems: string[] = [];
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}.${[...el.classList].slice(0, 3).join('.')} "${(el.textContent ?? '').trim().slice(0, 30)}"`;
    for (const el of [section, ...section.querySelectorAll('*')]) {
      if (!(el instanceof HTMLElement)) continue;
      const style = getComputedStyle(el);
      // Text for screen readers only (1 px, clipped on purpose) is not content hidden from anyone.
      if (style.position === 'absolute' && el.offsetWidth <= 1) continue;
      const scrolls = (overflow: string) => overflow === 'auto' || overflow === 'scroll';
      const wide = el.scrollWidth > el.clientWidth + 1;
      const tall = el.scrollHeight > el.clientHeight + 1;
      if (wide && !scrolls(style.overflowX) && style.overflowX !== 'visible') problems.push(`clips sideways: ${name(el)}`);
      if (tall && !scrolls(style.overflowY) && style.overflowY !== 'visible') problems.push(`clips below: ${name(el)}`);
      if ((wide && scrolls(style.overflowX)) || (tall && scrolls(style.overflowY))) {
        if (el.tabIndex < 0) problems.push(`scrolls but cannot be reached by keyboard: ${name(el)}`);
      }
    }
    const box = section.getBoundingClientRect();
    for (const text of section.querySelectorAll('svg text')) {
      const r = text.getBoundingClientRect();
      if (r.width === 0) continue;
      const svg = text.closest('svg')!.getBoundingClientRect();
      if (
        r.left < Math.max(box.left, svg.left) - 1 ||
        r.right > Math.min(box.right, svg.right) + 1 ||
        r.top < svg.top - 1 ||
        r.bottom > svg.bottom + 1
      ) {
        problems.push(`chart label outside its chart: "${text.textContent}"`);
      }
    }
    return problems;
  });
}

const WIDTHS = [
  { name: '1280 px', width: 1280, height: 800 },
  { name: '375 px phone', width: 375, height: 740 },
];

for (const { name, width, height } of WIDTHS) {
  test(`at ${name}, every widget shows all of its content or scrolls to it (none clips)`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height });
    const board = await dashboardWithEveryWidget(page);
    await page.goto(`/crm/dashboard/${board.id}`);
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(board.name) })).toBeVisible();
    const widget = (type: (typeof WIDGET_TYPES)[number]) => page.getByRole('region', { name: newWidgetTitle(type), exact: true });

    // The lists run past their card: their last entry scrolls into view, whole.
    const lists: Array<[(typeof WIDGET_TYPES)[number], string, number]> = [
      ['nextContactTracker', 'listitem', 6],
      ['meetingNotes', 'listitem', 5],
      ['remindersList', 'listitem', 8],
      ['userRecordsTable', 'row', 9],
    ];
    for (const [type, role, count] of lists) {
      const entries = widget(type).getByRole(role as 'row');
      await expect(entries).toHaveCount(count);
      // Scrolled to its end (from the keyboard: the region takes focus, End scrolls it), the widget shows its last entry's bottom edge.
      const region = widget(type).getByRole('group', { name: newWidgetTitle(type), exact: true });
      await region.focus();
      await page.keyboard.press('End');
      await expect
        .poll(() => region.evaluate((el) => el.scrollHeight - el.clientHeight - el.scrollTop), { message: newWidgetTitle(type) })
        .toBeLessThanOrEqual(1);
      const last = entries.last();
      await expect(last).toBeInViewport();
      const [entry, visible] = await Promise.all([last.boundingBox(), region.evaluate((el) => el.getBoundingClientRect().bottom)]);
      expect(entry!.y + entry!.height, `${newWidgetTitle(type)}: the last entry ends inside the widget`).toBeLessThanOrEqual(visible + 1);
    }
    // The funnel chart has drawn its labels before its text is measured.
    await expect(widget('funnelChart').locator('svg text').first()).toBeVisible();
    await expect(widget('barChart').locator('svg').first()).toBeVisible();

    const problems: Record<string, string[]> = {};
    for (const type of WIDGET_TYPES) {
      await widget(type).scrollIntoViewIfNeeded();
      const found = await clippedContent(widget(type));
      if (found.length > 0) problems[newWidgetTitle(type)] = found;
    }
    expect(problems).toEqual({});
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  });
}
