import { BOARD_FIRST_PAGE_SIZE, BOARD_PAGE_SIZE } from '@keel/shared/applications';
import type { Job } from '@keel/shared/jobs';
import { paths } from '@keel/shared/paths';
import { createApplicants } from './careers-helpers';
import { createThroughApi, uniqueToken } from './crm-helpers';
import { expect, test } from './fixtures';
import { expectNoWiderThanWindow } from './window-fit';

const CARDS = 300;

/**
 * Decision 0030: a job board's columns are paged ('Show more' after BOARD_FIRST_PAGE_SIZE: decision 0095).
 * A column of 300 applications stays usable from the keyboard alone and on a 375 px phone.
 */
test('a column of 300 applications is paged through from the keyboard on a 375 px phone, focus on the first card each page brings', async ({
  page,
  signInAs,
}) => {
  test.setTimeout(10 * 60_000); // 300 applicants made through the API on a loaded machine
  await page.setViewportSize({ width: 375, height: 740 });
  await signInAs('recruiter');
  const job = await createThroughApi<Job>(page.request, '/api/jobs', {
    title: uniqueToken('Long Column '),
    description: 'x',
    requirements: 'y',
    status: 'Open',
  });
  const token = uniqueToken('long');
  await createApplicants(page.request, job.job_id, CARDS, token, () => ({ status: 'New' }));

  await page.goto(paths.job(job.job_id));
  const column = page.getByRole('region', { name: /^New \d+/ });
  const cards = column.getByRole('list', { name: 'Applications in New' }).getByRole('listitem');
  await expect(cards).toHaveCount(BOARD_FIRST_PAGE_SIZE);
  await expectNoWiderThanWindow(page, 'the job board with a long column');

  for (let shown = BOARD_FIRST_PAGE_SIZE; shown < CARDS; shown += BOARD_PAGE_SIZE) {
    const more = column.getByRole('button', { name: `Show more (${CARDS - shown})` });
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(cards).toHaveCount(Math.min(shown + BOARD_PAGE_SIZE, CARDS));
    // The keyboard user goes on reading where the new page begins (focus is not lost to the page's top).
    const firstNew = cards.nth(shown).getByRole('link');
    await expect(firstNew).toBeFocused();
    await expect(firstNew).toBeInViewport();
  }
  await expect(column.getByRole('button', { name: /^Show more/ })).toHaveCount(0);
  await expectNoWiderThanWindow(page, 'the job board with 300 cards shown');

  // The last card still moves by keyboard from its menu, and the column counts follow.
  const last = cards.nth(CARDS - 1);
  const name = (await last.getByRole('link').textContent())!.trim();
  await last.getByRole('button', { name: `Actions for ${name}` }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Screening' }).press('Enter');
  await expect(page.getByRole('region', { name: /^Screening \d+/ }).getByRole('link', { name })).toBeVisible();
  await expect(page.getByRole('heading', { name: `New ${CARDS - 1} applications` })).toBeVisible();
});
