import { paths } from '@keel/shared/paths';
import { fillApplication, postJob, recruiterApi } from './careers-helpers';
import { expect, type Page, test, toast } from './fixtures';

const column = (page: Page, stage: string) => page.getByRole('region', { name: new RegExp(`^${stage} \\d+`) });
const cardIn = (page: Page, stage: string, name: string) => column(page, stage).getByRole('link', { name });

/**
 * The whole recruitment journey in one run, anonymous then recruiter: the parts (careers, pipeline,
 * candidate e-mail) have their own specs; this one proves they meet on one application.
 */
test('a visitor applies on /careers; the recruiter finds the application scored on the board, interviews, scores and rejects it with the template e-mail', async ({
  page,
  browser,
  signInAs,
}) => {
  test.slow(); // the careers site, the board, the applicant page and the outbox
  const api = await recruiterApi(browser);
  const tag = Date.now().toString(36);
  const title = `Programme Manager ${tag}`;
  const jobId = await postJob(api, { title, department: `PMO ${tag}`, location: 'Remote', employment_type: 'Full-time' });
  const email = `jane.journey.${tag}@example.com`;
  const name = 'Jane Doe';

  // Anonymous: find the job and apply with a PDF.
  await page.goto('/careers');
  await page.getByRole('link', { name: title }).click();
  await fillApplication(page, email);
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Application received' })).toBeVisible();

  // Recruiter: the application is on the job's board, in New, with the score the screening gave.
  await signInAs('recruiter');
  const found = await (await page.request.get(`/api/applicants?q=${encodeURIComponent(email)}`)).json();
  expect(found.items).toHaveLength(1);
  const { applicant_id: applicantId, ats_score: score } = found.items[0] as { applicant_id: string; ats_score: number | null };
  await page.goto(paths.job(jobId));
  await expect(cardIn(page, 'New', name)).toBeVisible();
  const card = column(page, 'New').getByTestId('application-card');
  await expect(card.getByRole('definition').first()).toHaveText(score === null ? '—' : String(score));
  await expect(card).toContainText('Company Website');

  // Move to Interviewing from the card's menu (the keyboard way to move).
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Interviewing' }).click();
  await expect(cardIn(page, 'Interviewing', name)).toBeVisible();

  // Schedule the interview and record the scorecard on the applicant's page.
  await page.goto(paths.applicant(applicantId));
  await expect(page.getByLabel('Status')).toHaveValue('Interviewing');
  await page.getByRole('button', { name: `Schedule Interview for ${title}` }).click();
  const schedule = page.getByRole('dialog', { name: 'Schedule Interview' });
  // Not interviewed before, so the candidate's zone is not known: the time is read in the office's (decision 0080).
  await expect(schedule.getByLabel('Time zone')).toHaveValue('America/Chicago');
  await schedule.getByLabel('Date *').fill('2031-03-12');
  await schedule.getByLabel('Time *').fill('10:00');
  await expect(schedule.getByRole('region', { name: 'How the time reads' })).toContainText(
    'Candidate: Wednesday, 12 March 2031, 10:00–11:00 (Central Time, America/Chicago)',
  );
  await schedule.getByLabel('Video link').fill('https://meet.example.com/keel-journey');
  await schedule.getByRole('button', { name: 'Schedule and Invite' }).click();
  await expect(toast(page, 'Interview Scheduled!')).toBeVisible();
  const scorecard = page.getByRole('form', { name: 'Record your scorecard' });
  // A structured scorecard (decision 0082); this job has no interview kit, so only the overall recommendation is asked.
  await expect(scorecard.getByRole('group')).toHaveCount(1);
  await scorecard.getByRole('group', { name: 'Overall recommendation' }).getByRole('radio', { name: 'Yes', exact: true }).check();
  await scorecard.getByLabel('Notes', { exact: true }).fill('Solid delivery record; thin on budgeting.');
  await scorecard.getByRole('button', { name: 'Save Scorecard' }).click();
  await expect(toast(page, 'Scorecard Saved!')).toBeVisible();

  // Reject on the board: the rejection template is offered, previewed and sent.
  await page.goto(paths.job(jobId));
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Rejected' }).click();
  // The interview is still ahead: the board says it will be cancelled before it is (decision 0074).
  const confirm = page.getByRole('alertdialog', { name: 'Move to Rejected?' });
  await expect(confirm).toContainText('1 upcoming interview will be cancelled; the candidate and the interviewers are told by e-mail.');
  // A rejection always names its reason (decision 0078): without one the dialog stays and says so.
  await confirm.getByRole('button', { name: 'Move to Rejected' }).click();
  await expect(confirm.getByRole('alert')).toHaveText('Please choose a rejection reason.');
  await confirm.getByRole('radio', { name: 'Not enough experience' }).check();
  await confirm.getByRole('button', { name: 'Move to Rejected' }).click();
  const mail = page.getByRole('dialog', { name: 'Send E-mail' });
  await expect(mail.getByLabel('Subject')).toHaveValue(`Your application for ${title}`);
  await expect(mail.getByLabel('Message')).toHaveValue(/^Dear Jane,/);
  await mail.getByRole('button', { name: 'Send E-mail' }).click();
  await expect(toast(page, 'E-mail Sent')).toContainText(`Your e-mail to ${email} is in the outbox.`);
  await expect(cardIn(page, 'Rejected', name)).toBeVisible();
  await cardIn(page, 'Rejected', name).click();
  await expect(page.getByTestId('application').filter({ hasText: title })).toContainText('Reason: Not enough experience');

  // The outbox holds the four mails to the candidate: acknowledgement, invitation (.ics), its cancellation, rejection.
  await signInAs('admin');
  await page.goto(paths.outbox);
  const rows = page.getByRole('row').filter({ hasText: email });
  await expect(rows.filter({ hasText: `We received your application for ${title}` })).toHaveCount(1);
  await expect(rows.filter({ hasText: `Interview invitation: ${title}` })).toHaveCount(1);
  await expect(rows.filter({ hasText: `Interview cancelled: ${title}` })).toHaveCount(1);
  // Case-sensitive: the acknowledgement's subject also holds 'your application for'.
  await expect(rows.filter({ hasText: new RegExp(`Your application for ${title}`) })).toHaveCount(1);
});
