import fs from 'node:fs';
import { paths } from '@keel/shared/paths';
import { expect, test, toast } from './fixtures';
import { createThroughApi, seriousViolations, uniqueToken } from './crm-helpers';
import { expectWorkspaceFrame } from './workspace-helpers';

const GOOGLE_HEADER =
  'First Name,Middle Name,Last Name,Organization Name,Organization Title,Birthday,Notes,Labels,E-mail 1 - Label,E-mail 1 - Value,Phone 1 - Label,Phone 1 - Value';

test.describe('importing a firm’s data from the tool it leaves (decision 0056)', () => {
  test('a Google Contacts CSV: automatic mapping, the changes previewed, an existing contact keeps its phone, notes and tags, the rejected rows downloaded, then undone', async ({
    page,
    signInAs,
  }) => {
    test.slow(); // a long journey with downloads and accessibility checks at two widths
    await signInAs('admin');
    const token = uniqueToken('gc');
    const existing = await createThroughApi<{ id: string }>(page.request, '/api/contacts', {
      first_name: 'Renée',
      last_name: `Kept${token}`,
      email: `renee.${token}@e2e.keel.test`,
      phone: '+33 1 42 68 53 00',
      description: 'Met in Lyon.',
      tags: ['vip'],
    });
    const fileName = `google-${token}.csv`;
    const csv = [
      GOOGLE_HEADER,
      // The existing contact: no phone in the file, other notes, a new label and a job title.
      `Renée,,Kept${token},,Gérante,,Notes from Google,* myContacts ::: Clients,* Work,renee.${token}@e2e.keel.test,,`,
      `François,Éloi,Müller${token},Bäckerei ${token} GmbH,Inhaber,--03-14,"Line one\nline two",* myContacts ::: VIP,* Work,francois.${token}@e2e.keel.test,Mobile,+33 6 12 34 56 78`,
      `Nobody,,Without${token},,,,,* myContacts,,,Work,555-0000`,
    ].join('\n');

    await page.goto(paths.dataManagement);
    await page.getByLabel('CSV file to import').setInputFiles({ name: fileName, mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect(toast(page, 'File Loaded')).toContainText(`3 records found in ${fileName}. Ready for preview.`);
    await expect(page.getByRole('combobox', { name: 'Encoding' })).toHaveValue('utf-8');
    // Mapped with no help, to the form's labels; each column shown with sample values.
    const mapping = page.getByRole('list', { name: 'Column mapping' });
    await expect(mapping.getByRole('combobox', { name: 'E-mail 1 - Value' })).toHaveValue('email');
    await expect(mapping.getByRole('combobox', { name: 'Organization Name' })).toHaveValue('company');
    await expect(mapping.getByRole('combobox', { name: 'Middle Name' })).toHaveValue('first_name');
    await expect(mapping.getByRole('combobox', { name: 'Labels' })).toHaveValue('tags');
    await expect(mapping.getByRole('combobox', { name: 'Organization Title' }).locator('option:checked')).toHaveText('Job Title');
    await expect(mapping).toContainText(`Bäckerei ${token} GmbH`);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await expectWorkspaceFrame(page, paths.dataManagement, width < 768);
      expect(await seriousViolations(page), `axe at ${width}`).toEqual([]);
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.getByRole('button', { name: 'Preview changes' }).click();
    const dryRun = page.getByRole('region', { name: 'What the import would do' });
    await expect(dryRun).toContainText('Nothing has been written yet.');
    await expect(dryRun.locator('div', { hasText: /^New1$/ })).toBeVisible();
    await expect(dryRun.locator('div', { hasText: /^Updated1$/ })).toBeVisible();
    await expect(dryRun.locator('div', { hasText: /^Rejected1$/ })).toBeVisible();
    await expect(dryRun).toContainText('It would also create 1 company.');
    const changes = dryRun.getByRole('table', { name: `Changes to renee.${token}@e2e.keel.test` });
    await expect(changes.getByRole('row', { name: 'Job Title (empty) Gérante' })).toBeVisible();
    await expect(changes.getByRole('row', { name: 'Tags vip vip; Clients' })).toBeVisible();
    await expect(changes).not.toContainText('Phone');
    await expect(changes).not.toContainText('Notes from Google');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(toast(page, 'Import Complete')).toContainText('1 new contacts imported, 1 updated, 1 skipped.');
    const kept = await (await page.request.get(`/api/contacts/${existing.id}`)).json();
    expect(kept).toMatchObject({ phone: '+33 1 42 68 53 00', description: 'Met in Lyon.', tags: ['vip', 'Clients'], job_title: 'Gérante' });

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download rejected rows (1)' }).click();
    const rejected = fs.readFileSync((await (await download).path())!, 'utf8');
    expect(rejected).toBe(
      `\uFEFF${GOOGLE_HEADER},Errors\r\nNobody,,Without${token},,,,,* myContacts,,,Work,555-0000,E-mail 1 - Value: Missing required field: email.\r\n`,
    );

    await page.goto(`${paths.contacts}?q=${token}`);
    await expect(page.getByRole('table', { name: 'Contacts' })).toContainText(`François Éloi Müller${token}`);

    await page.goto(paths.dataManagement);
    const row = page.getByLabel('Contact import history').locator('tr', { hasText: fileName });
    await row.getByRole('button', { name: `Undo import of ${fileName}`, exact: false }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Undo Import' });
    await dialog.getByRole('button', { name: 'Undo Import' }).click();
    await expect(toast(page, 'Import Undone')).toContainText('2 removed, 1 restored, 0 left as they are.');
    const restored = await (await page.request.get(`/api/contacts/${existing.id}`)).json();
    expect(restored).toMatchObject({ phone: '+33 1 42 68 53 00', description: 'Met in Lyon.', tags: ['vip'], job_title: null });
  });
});
