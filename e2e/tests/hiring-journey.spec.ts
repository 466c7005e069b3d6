import ICAL from 'ical.js';
import type { APIRequestContext, Browser } from '@playwright/test';
import { DEMO_PASSWORD } from '@keel/shared/demo';
import type { OutboxList, OutboxMail } from '@keel/shared/outbox';
import { paths } from '@keel/shared/paths';
import { fillApplication, postJob, recruiterApi } from './careers-helpers';
import { seriousViolations, uniqueToken } from './crm-helpers';
import { demoUser, expect, type Page, signedInPage, test, toast, uniqueEmail } from './fixtures';

const PASSWORD = 'hiring-journey-pass-1';
const column = (page: Page, stage: string) => page.getByRole('region', { name: new RegExp(`^${stage} \\d+`) });

/**
 * A fresh member of this role, signed in in a browser of their own at 1280 px. Fresh, not the demo
 * user: a member on a hiring team gets "My Hiring" in their sidebar for the rest of the run, and
 * other journeys check the demo user's sidebar (as hiring-team.spec.ts does).
 */
async function freshMember(browser: Browser, api: APIRequestContext, role: 'user' | 'sales_rep', fullName: string) {
  const email = uniqueEmail(role);
  const created = await api.post('/api/test-users', { data: { full_name: fullName, email, password: PASSWORD, role } });
  expect(created.status(), await created.text()).toBe(201);
  const { user } = (await created.json()) as { user: { id: string } };
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  expect((await context.request.post('/api/session', { data: { email, password: PASSWORD } })).status()).toBe(200);
  return { id: user.id, email, fullName, context, page: await context.newPage() };
}

/** Each mail of the outbox with this subject, in full, as an admin reads it. */
async function mailsWithSubject(browser: Browser, subject: string): Promise<OutboxMail[]> {
  const context = await browser.newContext();
  try {
    const admin = context.request;
    expect((await admin.post('/api/session', { data: { email: demoUser('admin').email, password: DEMO_PASSWORD } })).status()).toBe(200);
    const list = (await (await admin.get('/api/outbox')).json()) as OutboxList;
    const found = list.mails.filter((m) => m.subject === subject);
    return await Promise.all(found.map(async (m) => (await (await admin.get(`/api/outbox/${m.id}`)).json()) as OutboxMail));
  } finally {
    await context.close();
  }
}

/**
 * The hiring journey end to end (decisions 0074, 0078, 0080, 0082 and 0085): a candidate applies on a phone → a hiring-team member with the
 * role user schedules in the office's zone (decision 0085) and submits a structured scorecard
 * (decision 0082) → the recruiter rejects with a reason on the board (decision 0078) → the
 * interview is cancelled (decision 0074), and the CANCEL, parsed with an iCalendar library
 * (ical.js), names every attendee.
 */
test("a candidate applies on a phone; a consultant on the hiring team schedules and scores; the recruiter's rejection cancels it for everyone", async ({
  page,
  browser,
}) => {
  test.slow(); // three browsers, the careers site, My Hiring, the board and the outbox
  const api = await recruiterApi(browser);
  const tag = uniqueToken('hj');
  const title = `Delivery Lead ${tag}`;
  const jobId = await postJob(api, { title, department: `Delivery ${tag}`, location: 'Austin, TX', employment_type: 'Full-time' });
  const kit = await api.put(`/api/jobs/${jobId}/interview-kit`, {
    data: { competencies: [{ name: 'Delivery', weight: 2, questions: ['A programme you rescued?'] }, { name: 'Communication' }] },
  });
  expect(kit.status(), await kit.text()).toBe(200);
  const consultant = await freshMember(browser, api, 'user', `Casey Consultant ${tag}`);
  const colleague = await freshMember(browser, api, 'sales_rep', `Robin Rep ${tag}`);
  const team = await api.put(`/api/jobs/${jobId}/hiring-team`, {
    data: { hiring_manager_id: consultant.id, interviewer_ids: [colleague.id] },
  });
  expect(team.status(), await team.text()).toBe(200);
  const officeZone = ((await (await api.get('/api/team/office-time-zone')).json()) as { time_zone: string }).time_zone;
  const recruiter = await signedInPage(browser, 'recruiter');
  const email = `jane.hiring.${tag}@example.com`.toLowerCase();

  try {
    // The candidate, on a 375 px phone: finds the job on /careers, applies, and the thanks opens at its top.
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`${paths.careers}?department=${encodeURIComponent(`Delivery ${tag}`)}`);
    await page.getByRole('link', { name: title }).click();
    await fillApplication(page, email);
    await page.getByRole('button', { name: 'Submit application' }).click();
    const thanks = page.getByRole('heading', { level: 1, name: 'Application received' });
    await expect(thanks).toBeVisible();
    await expect(thanks).toBeInViewport();

    // The consultant (role user, the job's hiring manager) opens the candidate under My Hiring and schedules.
    const hiring = consultant.page;
    await hiring.goto(paths.myHiring);
    await hiring.getByRole('region', { name: title }).getByRole('link', { name: 'Jane Doe' }).click();
    await expect(hiring.getByRole('heading', { level: 1, name: 'Jane Doe' })).toBeVisible();
    await hiring.getByRole('button', { name: `Schedule Interview for ${title}` }).click();
    const dialog = hiring.getByRole('dialog', { name: 'Schedule Interview' });
    // Not interviewed before: the time is read in the office's zone (decision 0080).
    await expect(dialog.getByLabel('Time zone')).toHaveValue(officeZone);
    await expect(dialog.getByText("The office's time zone.")).toBeVisible();
    await dialog.getByLabel('Date *').fill('2031-03-12');
    await dialog.getByLabel('Time *').fill('10:00');
    // Their panel is chosen among those who read the job: its hiring team (decision 0085).
    const panel = dialog.getByRole('group', { name: 'Interviewers *' });
    await expect(panel.getByRole('checkbox')).toHaveCount(2);
    await expect(panel.getByRole('checkbox', { name: consultant.fullName })).toBeChecked();
    await panel.getByRole('checkbox', { name: colleague.fullName }).check();
    await expect(dialog.getByRole('region', { name: 'How the time reads' })).toContainText(
      /Candidate: Wednesday, 12 March 2031, 10:00–11:00/,
    );
    await dialog.getByLabel('Place').fill('Room 4, Austin office');
    expect(await seriousViolations(hiring)).toEqual([]);
    await dialog.getByRole('button', { name: 'Schedule and Invite' }).click();
    await expect(toast(hiring, 'Interview Scheduled!')).toBeVisible();

    // ... and records a structured scorecard: each competency of the job's kit rated 1–4, and a recommendation.
    const scorecard = hiring.getByRole('form', { name: 'Record your scorecard' });
    await scorecard
      .getByRole('group', { name: /^Delivery/ })
      .getByRole('radio', { name: '3 Good' })
      .check();
    await scorecard.getByLabel('Notes on Delivery').fill('Rescued a late ERP rollout.');
    await scorecard.getByRole('group', { name: 'Communication' }).getByRole('radio', { name: '4 Excellent' }).check();
    await scorecard.getByRole('group', { name: 'Overall recommendation' }).getByRole('radio', { name: 'Yes', exact: true }).check();
    await scorecard.getByRole('button', { name: 'Save Scorecard' }).click();
    await expect(toast(hiring, 'Scorecard Saved!')).toBeVisible();
    await expect(hiring.getByRole('list', { name: 'Scorecards' })).toContainText(`${consultant.fullName}: Yes`);

    // The recruiter rejects on the board, with a reason; the board says first that the interview will be cancelled.
    const board = recruiter.page;
    await board.goto(paths.job(jobId));
    await expect(column(board, 'New').getByRole('link', { name: 'Jane Doe' })).toBeVisible();
    await board.getByRole('button', { name: 'Actions for Jane Doe' }).click();
    await board.getByRole('menuitem', { name: 'Rejected' }).click();
    const confirm = board.getByRole('alertdialog', { name: 'Move to Rejected?' });
    await expect(confirm).toContainText('1 upcoming interview will be cancelled; the candidate and the interviewers are told by e-mail.');
    await confirm.getByRole('radio', { name: 'Not enough experience' }).check();
    await confirm.getByRole('button', { name: 'Move to Rejected' }).click();
    const mail = board.getByRole('dialog', { name: 'Send E-mail' });
    await mail.getByRole('button', { name: 'Send E-mail' }).click();
    await expect(toast(board, 'E-mail Sent')).toBeVisible();
    await expect(column(board, 'Rejected').getByRole('link', { name: 'Jane Doe' })).toBeVisible();

    // The consultant sees the interview cancelled.
    await hiring.reload();
    await expect(hiring.getByTestId('interview')).toContainText('Cancelled');

    // The CANCEL each attendee got, parsed with ical.js: METHOD:CANCEL, naming the candidate and each interviewer.
    const everyone = [email, consultant.email, colleague.email].map((e) => e.toLowerCase()).sort();
    const cancels = await mailsWithSubject(browser, `Interview cancelled: ${title}`);
    expect(cancels.map((m) => m.to.toLowerCase()).sort()).toEqual(everyone);
    for (const cancel of cancels) {
      const ics = cancel.attachments.find((a) => a.contentType.startsWith('text/calendar'));
      expect(ics, `the .ics of the mail to ${cancel.to}`).toBeDefined();
      const calendar = new ICAL.Component(ICAL.parse(ics!.content));
      expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
      const event = calendar.getFirstSubcomponent('vevent')!;
      expect(event.getFirstPropertyValue('status')).toBe('CANCELLED');
      const attendees = event.getAllProperties('attendee').map((p) =>
        String(p.getFirstValue())
          .replace(/^mailto:/i, '')
          .toLowerCase(),
      );
      expect(attendees.sort(), `attendees of the CANCEL to ${cancel.to}`).toEqual(everyone);
    }
  } finally {
    await recruiter.context.close();
    await consultant.context.close();
    await colleague.context.close();
  }
});
