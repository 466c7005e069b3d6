import fs from 'node:fs/promises';
import { paths } from '@keel/shared/paths';
import { createThroughApi, seriousViolations, uniqueToken } from './crm-helpers';
import { expect, signedInPage, test, toast } from './fixtures';
import { expectNoWiderThanWindow } from './window-fit';

/**
 * A consultant's client-ready profile (decision 0101), as a sales rep on a phone-wide window
 * (375 px): the named PDF downloads, and sharing the anonymised one with a contact is written on the
 * consultant's timeline and on the contact's. One page load.
 */
test('consultant profile: download the PDF, share it with a contact, both timelines say so', async ({ browser }) => {
  test.slow();
  const rep = await signedInPage(browser, 'sales_rep');
  try {
    const page = rep.page;
    const name = uniqueToken('François Müller ');
    const consultant = await createThroughApi<{ consultant_id: string }>(page.request, '/api/consultants', {
      full_name: name,
      title: 'Frontend lead',
      engagement: 'employee',
      city: 'Kraków',
      country: 'PL',
      skills: [],
    });
    const last = uniqueToken('Żak');
    const contact = await createThroughApi<{ id: string }>(page.request, '/api/contacts', {
      first_name: 'Łucja',
      last_name: last,
      email: `${uniqueToken('lucja.')}@client.example`,
    });

    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(paths.consultant(consultant.consultant_id));
    const profile = page.getByRole('group', { name: 'Client profile' });
    await expect(profile.getByRole('link', { name: 'Download profile' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await expectNoWiderThanWindow(page, 'the consultant page');

    const [download] = await Promise.all([page.waitForEvent('download'), profile.getByRole('link', { name: 'Download profile' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^profile-Francois-Muller-.+\.pdf$/);
    const bytes = await fs.readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

    await profile.getByRole('button', { name: 'Share with a contact…' }).click();
    const dialog = page.getByRole('dialog', { name: `Share the profile of ${name}` });
    await dialog.getByRole('combobox', { name: 'Contact' }).fill(last);
    await dialog.getByRole('option', { name: new RegExp(last) }).click();
    await dialog.getByRole('radio', { name: /Anonymised/ }).check();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Record Share' }).click();
    await expect(toast(page, 'Profile Share Recorded')).toBeVisible();

    const sentence = `shared the profile of “${name}” with “Łucja ${last}” (anonymised).`;
    await expect(page.getByRole('list', { name: 'Consultant timeline' })).toContainText(sentence);
    const timeline = await page.request.get(`/api/timeline/contact/${contact.id}?kind=history`);
    expect(JSON.stringify(await timeline.json())).toContain(sentence);
  } finally {
    await rep.context.close();
  }
});
