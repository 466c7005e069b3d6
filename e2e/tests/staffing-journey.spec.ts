import fs from 'node:fs';
import type { Board } from '@keel/shared/funnel-board';
import { paths } from '@keel/shared/paths';
import { postJob, RESUME } from './careers-helpers';
import { createThroughApi, seriousViolations, uniqueToken } from './crm-helpers';
import { expect, signedInPage, test, toast } from './fixtures';
import { expectNoWiderThanWindow } from './window-fit';

/**
 * Staffing's journey (decisions 0092, 0093, 0097, 0103, 0109): a won deal needs a React lead for three
 * months; a bench consultant and a candidate (an applicant whose screened resume names React) are
 * ranked with their reasons; the candidate is proposed (and the consultant confirmed, then extended;
 * the role someone fits offers only "Make a job anyway"). A second role nobody fits is made into a
 * job, which, once opened, is on /careers. One admin (who sells and
 * recruits) walks it inside the app: the deal page at 1280 px, then the deal, the job and the
 * careers page at 375 px — two page loads by URL (the deal, /careers), the job reached by a link.
 */
test('staffing: a won deal’s demand, a consultant and a candidate ranked, the candidate proposed; a demand nobody fits becomes a job on /careers', async ({
  browser,
}) => {
  test.slow();
  const admin = await signedInPage(browser, 'admin');
  try {
    const page = admin.page;
    // Two skills of this run only: the consultant has both, nobody has the second role's.
    const rare = uniqueToken('Keelscript ');
    const unknown = uniqueToken('Quantum weaving ');
    const react = (await (await page.request.get('/api/skills/resolve?text=React')).json()) as { skill: { skill_id: string } };
    const rareSkill = await createThroughApi<{ skill_id: string }>(page.request, '/api/skills', { name: rare, synonyms: [] });
    await createThroughApi(page.request, '/api/skills', { name: unknown, synonyms: [] });
    const consultant = uniqueToken('Ada Bench ');
    await createThroughApi(page.request, '/api/consultants', {
      full_name: consultant,
      title: 'Frontend lead',
      engagement: 'employee',
      skills: [
        { skill_id: react.skill.skill_id, level: 4 },
        { skill_id: rareSkill.skill_id, level: 3 },
      ],
    });
    // A candidate in an active pipeline: applied with a resume that names React (files/resume-jane-doe.pdf),
    // screened against the job's keywords at once. "Aab…" sorts first among equally scored candidates.
    const candidate = uniqueToken('Aabel Candidate ');
    const [firstName, ...lastName] = candidate.split(' ');
    const jobId = await postJob(page.request, { title: uniqueToken('Frontend developer '), ats_keywords: 'React, TypeScript' });
    const applied = await page.request.post('/api/applicants', {
      multipart: {
        data: JSON.stringify({
          first_name: firstName,
          last_name: lastName.join(' '),
          email: `${uniqueToken('aabel')}@e2e.keel.test`,
          job_id: jobId,
        }),
        resume: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: fs.readFileSync(RESUME) },
      },
    });
    expect(applied.status(), await applied.text()).toBe(201);
    const applicantId = ((await applied.json()) as { applicant: { applicant_id: string } }).applicant.applicant_id;

    // The deal is won: moved to the won stage through the API.
    const dealName = uniqueToken('Portal rebuild ');
    const deal = await createThroughApi<{ id: string; version: number }>(page.request, '/api/funnel/leads', { name: dealName });
    const board = (await (await page.request.get('/api/funnel/board')).json()) as Board;
    const won = board.columns.find((c) => c.outcome === 'won')!;
    const moved = await page.request.post(`/api/funnel/leads/${deal.id}/move`, { data: { stageId: won.id, version: deal.version } });
    expect(moved.status(), await moved.text()).toBe(200);

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(paths.deal(deal.id));
    const staffing = page.getByRole('region', { name: /Staffing/ });
    await expect(staffing.getByText('No demands yet.')).toBeVisible();

    async function addDemand(role: string, skills: Array<{ label: string; level: string }>) {
      await staffing.getByRole('button', { name: 'Add Demand' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Demand' });
      await dialog.getByLabel(/^Role title/).fill(role);
      await dialog.getByLabel('Seniority').selectOption('lead');
      await dialog.getByLabel('Start date').fill('2099-03-01');
      await dialog.getByLabel('End date').fill('2099-05-31');
      await dialog.getByLabel('Remote').check();
      for (const [index, skill] of skills.entries()) {
        await dialog.getByRole('button', { name: 'Add skill' }).click();
        await dialog.getByLabel(`Skill ${index + 1}`, { exact: true }).selectOption({ label: skill.label });
        await dialog.getByLabel(`Minimum level of ${skill.label}`).selectOption(skill.level);
      }
      await dialog.getByRole('button', { name: 'Save Demand' }).click();
      await expect(toast(page, 'Demand Added').filter({ hasText: role })).toBeVisible();
      await expect(staffing.getByRole('heading', { name: role })).toBeVisible();
    }

    // A React lead for three months: the consultant ranks first, the candidate among the candidates,
    // each with the score's reasons.
    await addDemand('React lead', [
      { label: 'React', level: '3' },
      { label: rare, level: '3' },
    ]);
    await staffing.getByRole('button', { name: 'Show matches for React lead' }).click();
    const matches = staffing.getByRole('list', { name: 'Matches for React lead' });
    const bench = matches.getByRole('listitem').first();
    await expect(bench).toContainText(consultant);
    await expect(bench).toContainText('Bench consultant');
    await expect(bench).toContainText('Meets 2 of 2 required skills');
    await expect(bench).toContainText('Score');
    const ranked = matches.getByRole('listitem').filter({ hasText: candidate });
    await expect(ranked).toContainText('Candidate in pipeline');
    await expect(ranked).toContainText('Frontend developer');
    await expect(ranked).toContainText('The resume names 1 of 2 required skills: React');
    await expect(ranked).toContainText('Not on the bench yet');
    expect(await seriousViolations(page)).toEqual([]);

    // The candidate is proposed: listed on the demand with a link to the applicant; confirming waits for a consultant.
    await ranked.getByRole('button', { name: `Propose ${candidate}` }).click();
    await expect(toast(page, 'Candidate Proposed')).toBeVisible();
    await expect(ranked).toContainText('Proposed');
    const proposed = staffing.getByRole('list', { name: 'Proposed candidates for React lead' });
    await expect(proposed.getByRole('link', { name: candidate })).toBeVisible();
    await expect(staffing.getByText(/hire them first, then use “Make a consultant”/)).toBeVisible();
    // The deal's timeline and the applicant's history record it, in one sentence.
    const sentence = `proposed the candidate “${candidate}” for “React lead” on “${dealName}”.`;
    await expect(page.getByRole('list', { name: 'Timeline' })).toContainText(sentence);
    const history = await page.request.get(`/api/timeline/applicant/${applicantId}?kind=history`);
    expect(JSON.stringify(await history.json())).toContain(sentence);
    expect(await seriousViolations(page)).toEqual([]);

    // The consultant is proposed and confirmed as an allocation.
    const first = bench;
    await first.getByRole('button', { name: `Propose ${consultant}` }).click();
    await expect(toast(page, 'Consultant Proposed')).toBeVisible();
    await first.getByRole('button', { name: `Confirm ${consultant}` }).click();
    const confirm = page.getByRole('dialog', { name: `Confirm ${consultant}` });
    await expect(confirm.getByLabel('Start date')).toHaveValue('2099-03-01');
    await confirm.getByRole('button', { name: 'Confirm Allocation' }).click();
    await expect(toast(page, 'Allocation Confirmed')).toBeVisible();
    await expect(first).toContainText('Confirmed');
    await expect(first.getByRole('button', { name: `End allocation of ${consultant}` })).toBeVisible();
    // Someone fits the React lead (decision 0109): no "Make a job", only the quieter "Make a job anyway".
    await expect(staffing.getByRole('button', { name: 'Make a job anyway for React lead' })).toBeVisible();
    await expect(staffing.getByRole('button', { name: 'Make a job for React lead' })).toHaveCount(0);
    // The extend dialog starts from the allocation's end; cancelled here, used on the phone below.
    await first.getByRole('button', { name: `Extend the allocation of ${consultant}` }).click();
    const extendWide = page.getByRole('dialog', { name: `Extend the allocation of ${consultant}` });
    await expect(extendWide.getByLabel('New last day')).toHaveValue('2099-05-31');
    expect(await seriousViolations(page)).toEqual([]);
    await extendWide.getByRole('button', { name: 'Cancel' }).click();
    await expect(extendWide).toHaveCount(0);
    // A second role nobody fits: "Make a job" offered at once.
    await addDemand('Quantum liaison', [{ label: unknown, level: '2' }]);
    await expect(staffing.getByText('Nobody fits this demand (no match scores 60 or more).')).toBeVisible();
    await expect(staffing.getByRole('button', { name: 'Make a job for Quantum liaison' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // On a phone, the allocation is extended by a month (decision 0109): both timelines record it.
    await page.setViewportSize({ width: 375, height: 740 });
    await first.getByRole('button', { name: `Extend the allocation of ${consultant}` }).click();
    const extend = page.getByRole('dialog', { name: `Extend the allocation of ${consultant}` });
    await expect(extend.getByLabel('New last day')).toHaveValue('2099-05-31');
    await extend.getByLabel('New last day').fill('2099-06-30');
    expect(await seriousViolations(page)).toEqual([]);
    await expectNoWiderThanWindow(page, 'the extend dialog');
    await extend.getByRole('button', { name: 'Extend Allocation' }).click();
    await expect(toast(page, 'Allocation Extended')).toBeVisible();
    const extended = `extended the allocation of “${consultant}” to “React lead” on “${dealName}” from 2099-05-31 to 2099-06-30`;
    await expect(page.getByRole('list', { name: 'Timeline' })).toContainText(extended);
    await expect(staffing.getByRole('button', { name: 'Make a job anyway for React lead' })).toBeVisible();

    // The role nobody fits: made into a job in one click, on a phone.
    await staffing.getByRole('button', { name: 'Show matches for Quantum liaison' }).click();
    await expect(staffing.getByText('Nobody fits this demand yet.')).toBeVisible();
    await expectNoWiderThanWindow(page, 'the deal page');
    await staffing.getByRole('button', { name: 'Make a job for Quantum liaison' }).click();
    await expect(toast(page, 'Job Made')).toBeVisible();
    await staffing.getByRole('link', { name: 'Quantum liaison' }).click();

    // The job links back to the deal; opening it publishes it.
    await expect(page.getByText('Made from the demand “Quantum liaison” on the deal')).toBeVisible();
    await expect(page.getByRole('link', { name: dealName })).toBeVisible();
    await expect(page.getByLabel('Status')).toHaveValue('On Hold');
    expect(await seriousViolations(page)).toEqual([]);
    await expectNoWiderThanWindow(page, 'the job page');
    await page.getByLabel('Status').selectOption('Open');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Job Updated!')).toBeVisible();

    await page.goto(paths.careers);
    await expect(page.getByRole('link', { name: 'Quantum liaison' }).first()).toBeVisible();
    await expectNoWiderThanWindow(page, 'the careers page');
    expect(await seriousViolations(page)).toEqual([]);
  } finally {
    await admin.context.close();
  }
});
