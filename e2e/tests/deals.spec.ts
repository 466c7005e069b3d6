import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Dashboard } from '@keel/shared/dashboards';
import { paths } from '@keel/shared/paths';
import { createThroughApi, seriousViolations, uniqueToken } from './crm-helpers';
import { expect, type Page, test, toast } from './fixtures';
import { column, createLead, revealCard } from './funnel-helpers';
import { expectNoWiderThanWindow } from './window-fit';

/** Screenshots for a person to look at (not compared, not committed). */
const SHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../screenshots-review');
async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

/** The money amount after a label in the funnel header ('Won: 3 leads · $12,000'). */
async function headerAmount(page: Page, label: 'Won' | 'Lost'): Promise<number> {
  const text = await page.getByTestId('funnel-closed').innerText();
  const match = new RegExp(`${label}:\\s*[\\d,]+ leads? · \\$([\\d,.]+)(K|M)?`).exec(text);
  if (!match) throw new Error(`no ${label} figure in "${text}"`);
  return Number(match[1].replaceAll(',', '')) * (match[2] === 'M' ? 1e6 : match[2] === 'K' ? 1e3 : 1);
}

/** Moves a card with its menu (keyboard-usable: a menu of the columns). */
async function moveWithMenu(page: Page, from: string, name: string, to: string) {
  await revealCard(page, from, name);
  await column(page, from)
    .getByRole('button', { name: `Actions for ${name}`, exact: true })
    .click();
  await page.getByRole('menuitem', { name: to, exact: true }).click();
}

test.describe('deals: won and lost, and the deal page (decision 0060, 0061)', () => {
  test.describe.configure({ timeout: 150_000 });

  test('winning a deal moves the funnel, a KPI tile and a report alike', async ({ page, signInAs }) => {
    await page.setViewportSize({ width: 1600, height: 900 });
    await signInAs('admin');
    const token = uniqueToken('win');
    const name = `${token} rollout`;
    await createLead(page, name, 'Proposal Sent', { dealValue: 6800 });
    const onlyThese = { field: 'name', op: 'contains', value: token };
    // A KPI tile of the won value of these leads, and a report of their value by outcome.
    const dashboard = await createThroughApi<Dashboard>(page.request, '/api/dashboards', { name: `Wins ${token}` });
    const withTile = await createThroughApi<Dashboard>(page.request, `/api/dashboards/${dashboard.id}/widgets`, { type: 'kpiTile' });
    const tileId = withTile.layout.at(-1)!.i;
    const configured = await page.request.put(`/api/dashboards/${dashboard.id}/widgets/${tileId}/config`, {
      data: {
        title: 'Won value',
        config: {
          definition: {
            records: 'deals',
            filters: [onlyThese, { field: 'outcome', op: 'equals', value: 'Won' }],
            measure: { fn: 'sum', field: 'value' },
            view: 'kpi',
          },
        },
      },
    });
    expect(configured.status(), await configured.text()).toBe(200);
    const report = await createThroughApi<{ id: string }>(page.request, '/api/saved-reports', {
      name: `Outcomes ${token}`,
      shared: true,
      definition: {
        records: 'deals',
        filters: [onlyThese],
        group: { field: 'outcome' },
        measure: { fn: 'sum', field: 'value' },
        view: 'table',
      },
    });

    const tile = page.getByRole('region', { name: 'Won value', exact: true }).getByTestId('kpi-value');
    await page.goto(paths.dashboardById(dashboard.id));
    await expect(tile).toHaveText('$0');
    await page.goto(paths.report(report.id));
    const table = page.getByRole('table', { name: `Outcomes ${token}` });
    await expect(table.getByRole('row', { name: 'Open $6,800' })).toBeVisible();
    await expect(page.getByText('1 funnel lead matched.')).toBeVisible();

    await page.goto(paths.funnel);
    await expect(page.getByTestId('funnel-summary')).toContainText('in the open pipeline');
    const wonBefore = await headerAmount(page, 'Won');
    await moveWithMenu(page, 'Proposal Sent', name, 'Closed Won');
    await expect(column(page, 'Closed Won').getByRole('link', { name, exact: true })).toBeVisible();
    // The header's won figure comes from the server, the one definition of it.
    await expect.poll(async () => (await headerAmount(page, 'Won')) - wonBefore, { timeout: 20_000 }).toBeGreaterThanOrEqual(6800);

    await page.goto(paths.dashboardById(dashboard.id));
    await expect(tile).toHaveText('$6,800');
    await page.goto(paths.report(report.id));
    await expect(table.getByRole('row', { name: 'Won $6,800' })).toBeVisible();
    await expect(table.getByRole('row', { name: /^Open/ })).toHaveCount(0);
  });

  test('losing a deal asks why, from the keyboard, and the deal page shows the reason', async ({ page, signInAs }) => {
    await page.setViewportSize({ width: 1600, height: 900 });
    await signInAs('sales_rep');
    const name = `${uniqueToken('lose')} audit`;
    const lead = await createLead(page, name, 'Contacted', { dealValue: 2500 });
    await page.goto(paths.funnel);
    await moveWithMenu(page, 'Contacted', name, 'Closed Lost');
    const dialog = page.getByRole('dialog', { name: 'Why was this deal lost?' });
    await expect(dialog).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    // The first reason has the focus: arrow keys choose, Enter marks the deal lost.
    await expect(dialog.getByRole('radio').first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(dialog.getByRole('radio', { name: 'Chose a competitor' })).toBeChecked();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(column(page, 'Closed Lost').getByRole('link', { name, exact: true })).toBeVisible();

    await page.goto(paths.deal(lead.id));
    const details = page.getByRole('region', { name: 'Deal', exact: true });
    await expect(details).toContainText('Closed Lost · Lost');
    await expect(details).toContainText('Chose a competitor');
    await expect(details).toContainText('Lost On');
  });

  test('a deal opened from its contact at 375 px is read and edited on one scrolling page', async ({ page, signInAs }) => {
    await signInAs('sales_rep');
    const token = uniqueToken('dp');
    const company = await createThroughApi<{ id: string }>(page.request, '/api/companies', { name: `Harbor ${token}` });
    const contact = await createThroughApi<{ id: string }>(page.request, '/api/contacts', {
      first_name: 'Lena',
      last_name: `Ortiz${token}`,
      email: `lena.${token}@e2e.keel.test`,
      company_id: company.id,
    });
    const name = `Dock portal ${token}`;
    const lead = await createLead(page, name, 'Contacted', {
      dealValue: 12000,
      companyId: company.id,
      contactIds: [contact.id],
      phone: '(512) 555-0142',
      description: 'Replace the paper dock schedule with a portal the carriers book in.',
    });

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(paths.deal(lead.id));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Timeline' })).toBeVisible();
    await shot(page, 'deal-page-1280');

    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(paths.contact(contact.id));
    await page
      .getByRole('region', { name: /Funnel Leads/ })
      .getByRole('link', { name })
      .click();
    await expect(page).toHaveURL(new RegExp(`${paths.deal(lead.id)}$`));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Contact Person' }).getByRole('link', { name: '(512) 555-0142' })).toHaveAttribute(
      'href',
      'tel:5125550142',
    );
    await expect(page.getByRole('region', { name: /Contacts/ }).getByRole('link', { name: `Lena Ortiz${token}` })).toBeVisible();
    await expectNoWiderThanWindow(page, 'the deal page');
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'deal-page-375');

    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await expect(page.getByLabel(/Deal Name/)).toBeFocused();
    // One page scrolls: the last field is reached by scrolling the page, and the form's buttons stay on screen.
    const notes = page.getByLabel('Meeting Notes');
    await notes.scrollIntoViewIfNeeded();
    await expect(notes).toBeInViewport();
    const scrolled = await page.evaluate(() => document.scrollingElement!.scrollTop);
    expect(scrolled).toBeGreaterThan(1000);
    await notes.fill('Carriers want a mobile view.');
    await page.getByLabel('Deal Value (USD)').fill('15500');
    await page.getByLabel('Expected Close Date').fill('2026-12-18');
    await expect(page.getByRole('button', { name: 'Save Changes' })).toBeInViewport();
    await expectNoWiderThanWindow(page, 'the deal page while editing');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Lead Updated!')).toBeVisible();
    const details = page.getByRole('region', { name: 'Deal', exact: true });
    await expect(details).toContainText('$15,500');
    await expect(details).toContainText('Dec 18, 2026');
    await expect(page.getByRole('region', { name: 'Meeting Notes' })).toContainText('Carriers want a mobile view.');
  });
});
