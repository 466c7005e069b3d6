import { DEMO_PASSWORD } from '@keel/shared/demo';
import { paths } from '@keel/shared/paths';
import { demoUser, expect, test, toast, uniqueEmail } from './fixtures';
import { PNG_1PX, seriousViolations, uniqueToken } from './crm-helpers';

test.describe('team management', () => {
  test('an admin adds a member, changes their role, and cannot delete or demote', async ({ page, signInAs }) => {
    test.slow(); // a long journey with accessibility checks
    const admin = await signInAs('admin');
    await page.goto(paths.team);
    await expect(page.getByRole('heading', { level: 1, name: 'Team Management' })).toBeVisible();
    const ownRow = page.locator('tr', { hasText: '(you)' });
    await expect(ownRow).toContainText(admin.fullName);
    await expect(ownRow.getByRole('button', { name: `Edit role of ${admin.fullName}` })).toBeDisabled();
    await expect(ownRow.getByRole('button', { name: `Delete ${admin.fullName}` })).toBeDisabled();

    const name = `Zed ${uniqueToken('m')}`;
    await page.getByRole('button', { name: 'Add Member' }).click();
    const form = page.getByRole('form', { name: 'Add team member' });
    await form.getByLabel('Full Name').fill(name);
    await form.getByLabel('Email').fill(uniqueEmail('member'));
    await form.getByLabel('Password').fill('sunlit-orchard-42');
    await form.getByLabel('Role').selectOption('recruiter');
    // The admins' list of rejection reasons (decision 0078) is on the page too, checked with it.
    await expect(page.getByLabel('Rejection reason 1')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'Add Member' }).click();
    await expect(toast(page, 'Team Member Added')).toContainText(`${name} has been added. They need to confirm their email.`);
    await expect(form).toBeHidden();

    const row = page.locator('tr', { hasText: name });
    await expect(row).toContainText('Recruiter');
    await row.getByRole('button', { name: `Edit role of ${name}` }).click();
    await row.getByLabel(`Role of ${name}`, { exact: true }).selectOption('sales_rep');
    await row.getByRole('button', { name: `Confirm role of ${name}` }).click();
    await expect(toast(page, 'Team Member Updated')).toContainText('User role has been updated.');
    await expect(row).toContainText('Sales Rep');

    await row.getByRole('button', { name: `Delete ${name}` }).click();
    await expect(page.getByRole('alertdialog')).toContainText('Deactivate the member instead');
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(row).toBeVisible();

    // The names are in order of full name.
    const names = await page.locator('tbody tr td:first-child').allInnerTexts();
    const clean = names.map((n) => n.replace('(you)', '').trim().toLowerCase());
    expect(clean).toEqual([...clean].sort((a, b) => a.localeCompare(b)));

    const demote = await page.request.patch(`/api/team/${(await (await page.request.get('/api/me')).json()).user.id}/role`, {
      data: { role: 'user' },
    });
    expect(demote.status()).toBe(403);
    expect((await demote.json()).message).toBe('Admins cannot remove their own admin status.');
  });

  test('the API refuses non-admins with the documented messages', async ({ page, signInAs }) => {
    await signInAs('recruiter');
    const add = await page.request.post('/api/team', {
      data: { name: 'X', email: uniqueEmail('nope'), password: 'secret1', role: 'admin' },
    });
    expect(add.status()).toBe(403);
    expect((await add.json()).message).toBe('Only admins can add team members.');
    const role = await page.request.patch(`/api/team/00000000-0000-4000-8000-000000000000/role`, { data: { role: 'admin' } });
    expect((await role.json()).message).toBe('Only admins can change roles.');
  });
});

test.describe('account settings', () => {
  test('profile, avatar and password of a fresh account', async ({ page }) => {
    test.slow(); // a long journey with accessibility checks
    const email = uniqueEmail('settings');
    const created = await page.request.post('/api/test-users', {
      data: { full_name: 'Val Settings', email, password: 'first-pass', role: 'user' },
    });
    expect(created.status()).toBe(201);
    expect((await page.request.post('/api/session', { data: { email, password: 'first-pass' } })).status()).toBe(200);

    await page.goto(paths.settings);
    await expect(page.getByRole('heading', { name: 'Profile Information' })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expect(page.getByLabel('Email')).toHaveAttribute('readonly');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel('Full Name').fill('');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expect(toast(page, 'Profile Update Failed')).toContainText('Full Name cannot be empty.');

    await page.getByLabel('Full Name').fill('Valentina Settings');
    await page.getByLabel('Phone').fill('555-0177');
    await page.locator('#avatar-file').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG_1PX });
    await expect(page.getByRole('img', { name: 'New avatar preview' })).toBeVisible();
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expect(toast(page, 'Profile Updated')).toContainText('Your profile details have been saved.');
    await expect(page.getByRole('button', { name: /Valentina Settings/ })).toBeVisible();
    const me = (await (await page.request.get('/api/me')).json()).user;
    expect(me).toMatchObject({ fullName: 'Valentina Settings', phone: '555-0177' });
    expect(me.avatarUrl).toMatch(/^[0-9a-f-]{36}\/\d+\.png$/);
    expect((await page.request.get(`/files/avatars/${me.avatarUrl}`)).status()).toBe(200);

    await page.locator('#avatar-file').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(toast(page, 'Invalid file type')).toContainText('Please upload a JPG, PNG, WEBP, or GIF image.');

    await page.getByLabel('Current Password').fill('wrong-pass');
    await page.getByLabel('New Password', { exact: true }).fill('second-pass');
    await page.getByLabel('Confirm New Password').fill('second-pass');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(toast(page, 'Password Update Failed')).toContainText('Current password is incorrect.');
    await page.getByLabel('Current Password').fill('first-pass');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(toast(page, 'Password Updated')).toContainText('Your password has been changed successfully.');
    expect((await page.request.post('/api/session', { data: { email, password: 'first-pass' } })).status()).toBe(401);
    expect((await page.request.post('/api/session', { data: { email, password: 'second-pass' } })).status()).toBe(200);
  });
});

test.describe('client logos', () => {
  test('an admin drops and picks logos, names them, sees per-file results, and deletes', async ({ page, signInAs }) => {
    test.slow(); // a long journey with accessibility checks
    await signInAs('admin');
    await page.goto(paths.clientLogos);
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Client Logos' })).toBeVisible();
    await page.getByRole('button', { name: 'Upload Logo' }).click();
    await expect(toast(page, 'No Files')).toContainText('Please select files to upload.');

    const token = uniqueToken('logo');
    // Drag and drop one file…
    const dataTransfer = await page.evaluateHandle(
      (png: number[]) => {
        const transfer = new DataTransfer();
        transfer.items.add(new File([new Uint8Array(png)], 'dropped logo.png', { type: 'image/png' }));
        return transfer;
      },
      [...PNG_1PX],
    );
    await page.getByText('Drag and drop logo images here, or').dispatchEvent('drop', { dataTransfer });
    // …and pick another that only pretends to be an image.
    await page.locator('#logo-files').setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('MZ not an image') });
    await page.getByLabel('Name for dropped logo.png (optional)').fill(`Acme ${token}`);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Upload 2 Logos' }).click();
    await expect(toast(page, 'Upload Failed: fake.png')).toBeVisible();
    await expect(toast(page, 'Upload Complete')).toContainText('1 logos uploaded successfully. 1 failures.');

    const card = page.getByRole('list', { name: 'Current logos' }).locator('li', { hasText: `Acme ${token}` });
    await expect(card).toContainText(`${(PNG_1PX.length / 1024).toFixed(2)} KB`);
    await expect(card.getByRole('img', { name: `Acme ${token}` })).toBeVisible();
    await card.getByRole('button', { name: `Delete Acme ${token}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Logo Deleted')).toContainText('Logo successfully removed.');
    await expect(card).toBeHidden();
  });
});

test.describe('reporting and saved reports', () => {
  test('the snapshot and recent additions, and Saved Reports without its placeholder', async ({ page, signInAs }) => {
    test.slow(); // a long journey with accessibility checks
    await signInAs('admin');
    await page.goto(paths.reporting);
    await expect(page.getByRole('heading', { name: 'Core CRM Snapshot' })).toBeVisible();
    const contacts = page.locator('dl div', { hasText: 'Total Contacts' });
    await expect(contacts.locator('dd')).toHaveText(/^\d[\d,]*$/);
    const table = page.getByRole('table', { name: 'Recent contact additions' });
    await expect(table.locator('tbody tr').first()).toBeVisible();
    expect(await table.locator('tbody tr').count()).toBeLessThanOrEqual(7);
    expect(await seriousViolations(page)).toEqual([]);

    // The placeholder is gone now that reports exist (decision 0028; the builder has its own journey).
    await page.goto(paths.savedReports);
    await expect(page.getByRole('button', { name: 'Create New Report' })).toBeEnabled();
    await expect(page.getByText('Feature Coming Soon')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the demo admin signs in with the demo password still (this suite changes no demo account)', async ({ page }) => {
    expect((await page.request.post('/api/session', { data: { email: demoUser('admin').email, password: DEMO_PASSWORD } })).status()).toBe(
      200,
    );
  });
});
