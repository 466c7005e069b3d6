import { TIMELINE_PAGE_SIZE } from '@keel/shared/activities';
import { paths } from '@keel/shared/paths';
import { expect, test, uniqueEmail } from './fixtures';

/** A record's timeline is paged ('Load more'); a keyboard user who asks for the next page keeps their place. */
test("'Load more' on a timeline keeps the keyboard focus while the next page loads", async ({ page, signInAs }) => {
  await signInAs('admin');
  const created = await page.request.post('/api/contacts', {
    data: { first_name: 'Tim', last_name: 'Line', email: uniqueEmail('timeline.focus') },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const notes = TIMELINE_PAGE_SIZE * 2 + 1; // three pages
  for (let start = 0; start < notes; start += 10) {
    await Promise.all(
      Array.from({ length: Math.min(10, notes - start) }, (_, k) =>
        page.request
          .post('/api/activities', { data: { kind: 'note', body: `Note ${start + k}`, links: [{ type: 'contact', id }] } })
          .then((r) => expect(r.status()).toBe(201)),
      ),
    );
  }
  await page.goto(paths.contact(id));
  const timeline = page.getByRole('list', { name: 'Timeline' }).getByRole('listitem');
  await expect(timeline.first()).toBeVisible();
  const shownFirst = await timeline.count();
  const more = page.getByRole('button', { name: 'Load more' });
  await more.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => timeline.count()).toBeGreaterThan(shownFirst);
  await expect(more).toBeFocused();
});
