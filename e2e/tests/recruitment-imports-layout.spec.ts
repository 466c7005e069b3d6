import type { Locator } from '@playwright/test';
import { paths } from '@keel/shared/paths';
import { fillApplication, postJob, recruiterApi } from './careers-helpers';
import { createThroughApi, uniqueToken } from './crm-helpers';
import { rescanUntilListed } from './duplicates-helpers';
import { expect, type Page, test, toast } from './fixtures';
import { seriousViolations } from './support/axe';
import { expectNoWiderThanWindow } from './window-fit';

/**
 * Every page and dialog of recruitment (decisions 0030, 0036–0038) and imports (decisions 0027, 0032, 0033) at a desktop and a phone width: nothing wider than the
 * window, the actions within reach (inside the window once scrolled to), dialogs not clipped, and
 * axe without serious findings.
 */
const VIEWPORTS = [
  { name: '1280 px', width: 1280, height: 900 },
  { name: '375 px', width: 375, height: 740 },
];

/** Scrolled to, the control lies wholly inside the window's width (not cut off, not off to one side). */
async function expectInReach(page: Page, control: Locator, what: string) {
  await control.scrollIntoViewIfNeeded();
  await expect(control, what).toBeVisible();
  const box = (await control.boundingBox())!;
  const width = await page.evaluate(() => window.innerWidth);
  expect(box.x, `${what} starts left of the window`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what} ends right of the window`).toBeLessThanOrEqual(width + 0.5);
}

/** A page (or a page with an open dialog): fits the window, its actions in reach, axe clean. */
async function expectFits(page: Page, what: string, actions: Locator[] = []) {
  await expectNoWiderThanWindow(page, what);
  for (const [i, action] of actions.entries()) await expectInReach(page, action, `${what}: action ${i + 1}`);
  expect(await seriousViolations(page), `axe on ${what}`).toEqual([]);
}

for (const viewport of VIEWPORTS) {
  test.describe(`recruitment and imports layout at ${viewport.name}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
    });

    test('careers list, job, apply, thanks and a closed job', async ({ page, browser }) => {
      test.slow(); // axe on five pages
      const api = await recruiterApi(browser);
      const token = uniqueToken('fit');
      const title = `Principal Delivery Lead for Very Long Programme Names ${token}`;
      const jobId = await postJob(api, {
        title,
        department: `Transformation Office ${token}`,
        location: 'Austin, TX',
        employment_type: 'Full-time',
        salary_range: '$140,000–$170,000 a year',
      });
      const closedId = await postJob(api, { title: `Closed role ${token}`, status: 'Closed' });

      await page.goto(`${paths.careers}?department=${encodeURIComponent(`Transformation Office ${token}`)}`);
      await expect(page.getByRole('link', { name: title })).toBeVisible();
      await expectFits(page, '/careers', [page.getByRole('link', { name: title }), page.getByRole('button', { name: 'Show jobs' })]);

      await page.goto(paths.careersJob(jobId));
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expectFits(page, 'the job page', [page.getByLabel('Resume'), page.getByRole('button', { name: 'Submit application' })]);

      await fillApplication(page, `${token}@example.com`);
      await page.getByRole('button', { name: 'Submit application' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Application received' })).toBeVisible();
      // The thanks opens at its top, not where the form's button was (on a phone that left it above the screen).
      await expect(page.getByRole('heading', { level: 1, name: 'Application received' })).toBeInViewport();
      await expectFits(page, 'the thanks page');

      await page.goto(paths.careersJob(closedId));
      await expect(page.getByText('no longer takes applications').first()).toBeVisible();
      await expectFits(page, 'a closed job');
    });

    test("a recruiter's job board, applicant page, interview and scorecard, e-mail dialog and templates", async ({ page, signInAs }) => {
      test.slow(); // several pages and dialogs with axe
      await signInAs('recruiter');
      const token = uniqueToken('board');
      const title = `Senior Programme Manager ${token}`;
      const jobId = await postJob(page.request, { title, status: 'Open' });
      const applicant = await createThroughApi<{ applicant: { applicant_id: string } }>(page.request, '/api/applicants', {
        first_name: 'Maximiliana-Josephine',
        last_name: `Vandenberghe-Oyelaran ${token}`,
        email: `${token}@example.com`,
        job_id: jobId,
        status: 'Interviewing',
      });
      const applicantId = applicant.applicant.applicant_id;
      const name = `Maximiliana-Josephine Vandenberghe-Oyelaran ${token}`;

      await page.goto(paths.job(jobId));
      await expect(page.getByRole('link', { name }).first()).toBeVisible();
      await expectFits(page, 'the job board', [page.getByRole('button', { name: `Actions for ${name}` })]);

      await page.goto(paths.applicant(applicantId));
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      const scheduleButton = page.getByRole('button', { name: `Schedule Interview for ${title}` });
      await expectFits(page, 'the applicant page', [scheduleButton, page.getByRole('button', { name: 'Send E-mail' })]);

      await scheduleButton.click();
      const schedule = page.getByRole('dialog', { name: 'Schedule Interview' });
      await expect(schedule).toBeVisible();
      await expectInReach(page, schedule, 'the Schedule Interview dialog');
      await schedule.getByLabel('Date *').fill('2031-03-12');
      await schedule.getByLabel('Time *').fill('10:00');
      await schedule.getByLabel('Place').fill('Room 4, Austin office, second floor by the long window');
      await expectFits(page, 'the Schedule Interview dialog', [schedule.getByRole('button', { name: 'Schedule and Invite' })]);
      await schedule.getByRole('button', { name: 'Schedule and Invite' }).click();
      await expect(toast(page, 'Interview Scheduled!')).toBeVisible();

      const scorecard = page.getByRole('form', { name: 'Record your scorecard' });
      await expect(scorecard).toBeVisible();
      await expectFits(page, 'the applicant page with its interview and scorecard', [
        scorecard.getByRole('radio', { name: 'Strong yes' }),
        scorecard.getByRole('button', { name: 'Save Scorecard' }),
      ]);

      await page.getByRole('button', { name: 'Send E-mail' }).click();
      const mail = page.getByRole('dialog', { name: 'Send E-mail' });
      await expect(mail.getByLabel('Subject')).not.toHaveValue('');
      await expectInReach(page, mail, 'the Send E-mail dialog');
      await expectFits(page, 'the Send E-mail dialog', [mail.getByRole('button', { name: 'Send E-mail' })]);
      await page.keyboard.press('Escape');

      await page.goto(paths.candidateEmailTemplates);
      await expect(page.getByRole('heading', { level: 1, name: 'E-mail Templates' })).toBeVisible();
      await expectFits(page, 'the e-mail templates page');
    });

    test("an admin's privacy actions, Data Management tabs with mapping, history and undo, and the Duplicates merge view", async ({
      page,
      signInAs,
    }) => {
      test.slow(); // three tabs, an import and its undo, a merge view, with axe
      await signInAs('admin');
      const token = uniqueToken('dm');
      const applicant = await createThroughApi<{ applicant: { applicant_id: string } }>(page.request, '/api/applicants', {
        first_name: 'Priya',
        last_name: `Raghunathan ${token}`,
        email: `${token}@example.com`,
      });
      await page.goto(paths.applicant(applicant.applicant.applicant_id));
      const erase = page.getByRole('button', { name: 'Erase Personal Data' });
      await expectFits(page, 'the applicant page with privacy actions', [page.getByRole('link', { name: 'Export Data' }), erase]);
      await erase.click();
      const eraseDialog = page.getByRole('dialog', { name: 'Erase Personal Data' });
      await expectInReach(page, eraseDialog, 'the Erase dialog');
      await expectFits(page, 'the Erase dialog', [eraseDialog.getByRole('button', { name: 'Erase' })]);
      await page.keyboard.press('Escape');

      const files = {
        'Contacts I/E': ['E-mail Address,Given Name,Family Name,Mobile', `${token}.c@example.com,Long-Named,Person ${token},555-0100`],
        'Companies I/E': [
          'Organisation,Web Address,Town,Head Count',
          `Orbital Logistics International ${token},orbital-${token}.example,Austin,120`,
        ],
        'Deals I/E': [
          'Opportunity Name,Pipeline Stage,Account Name,Amount',
          `Programme ${token},New Inquiry,Orbital Logistics International ${token},125000`,
        ],
      };
      await page.goto(paths.dataManagement);
      for (const [tab, lines] of Object.entries(files)) {
        await page.getByRole('tab', { name: tab }).click();
        const fileName = `${tab.split(' ')[0].toLowerCase()}-${token}.csv`;
        await page
          .getByLabel('CSV file to import')
          .setInputFiles({ name: fileName, mimeType: 'text/csv', buffer: Buffer.from(lines.join('\n')) });
        await expect(toast(page, 'File Loaded').filter({ hasText: fileName })).toBeVisible();
        const mapping = page.getByRole('list', { name: 'Column mapping' });
        await expect(mapping).toBeVisible();
        await expectFits(page, `${tab} with the mapping step`, [
          mapping.getByRole('combobox').last(),
          page.getByRole('button', { name: 'Import', exact: true }),
        ]);
        await page.getByRole('button', { name: 'Import', exact: true }).click();
        // The import is done once it is in the tab's history, with its Undo.
        const undo = page.getByRole('button', { name: `Undo import of ${fileName}`, exact: false });
        await expect(undo).toBeVisible();
        await expectFits(page, `${tab} with its import history`, [undo]);
      }
      // The last import (deals) undone: the confirmation and the progress fit too.
      await page.getByRole('button', { name: `Undo import of deals-${token}.csv`, exact: false }).click();
      const undoDialog = page.getByRole('alertdialog', { name: 'Undo Import' });
      await expectInReach(page, undoDialog, 'the Undo Import dialog');
      await expectFits(page, 'the Undo Import dialog', [undoDialog.getByRole('button', { name: 'Undo Import' })]);
      await undoDialog.getByRole('button', { name: 'Undo Import' }).click();
      await expect(page.getByRole('button', { name: `Undo import of deals-${token}.csv`, exact: false })).toHaveCount(0);
      await expectFits(page, 'the Deals tab after an undo');

      // A likely pair on the Duplicates page, and its merge view.
      const person = { first_name: 'Bartholomew', last_name: `Featherstonehaugh ${token}`, email: `${token}.dup@example.com` };
      await createThroughApi(page.request, '/api/contacts', person);
      await createThroughApi(page.request, '/api/contacts', { ...person, email: person.email.toUpperCase(), phone: '555-0199' });
      const review = page.getByRole('button', {
        name: `Review ${person.first_name} ${person.last_name} and ${person.first_name} ${person.last_name}`,
      });
      await rescanUntilListed(page, review);
      await expectFits(page, 'the Duplicates page', [review]);
      await review.click();
      const panel = page.getByRole('region', {
        name: `Merge ${person.first_name} ${person.last_name} and ${person.first_name} ${person.last_name}`,
      });
      await expect(panel).toBeVisible();
      await expectFits(page, 'the merge view', [
        panel.getByRole('group', { name: 'Phone' }).getByRole('radio').last(),
        panel.getByRole('button', { name: 'Merge records' }),
      ]);
    });
  });
}
