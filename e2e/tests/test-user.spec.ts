import { expect, signInThroughForm, test, toast, uniqueEmail } from './fixtures';

test.describe('test-user sign-up', () => {
  test('a short password shows Password Too Short and creates nothing', async ({ page }) => {
    let posted = false;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/test-users')) posted = true;
    });
    await page.goto('/crm/login');
    await page.getByRole('link', { name: 'Create Test User' }).click();
    await expect(page).toHaveURL(/\/add-test-user$/);
    await page.getByLabel('Full Name').fill('Short Password');
    await page.getByLabel('Email').fill(uniqueEmail('short'));
    await page.getByLabel('Password').fill('12345');
    await page.getByRole('button', { name: 'Create Test Account' }).click();
    await expect(toast(page, 'Password Too Short')).toContainText('Please use a password with at least 6 characters.');
    await expect(page).toHaveURL(/\/add-test-user$/);
    expect(posted).toBe(false);
  });

  test('a new recruiter account can sign in and sees the Recruitment menu', async ({ page }) => {
    const email = uniqueEmail('recruiter');
    const password = 'recruit-pass-1';
    await page.goto('/add-test-user');
    await page.getByLabel('Full Name').fill('Robin Recruiter');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByLabel('Role').selectOption({ label: 'Recruiter' });
    await page.getByRole('button', { name: 'Create Test Account' }).click();
    await expect(toast(page, 'Account Created!')).toContainText(
      'Please check your email for a confirmation link to activate your account.',
    );
    await expect(page).toHaveURL(/\/crm\/login$/);

    await signInThroughForm(page, email, password);
    await expect(toast(page, 'Login Successful')).toContainText('Robin Recruiter');
    await expect(page).toHaveURL(/\/crm\/dashboard$/);
    const jobs = page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: 'Jobs' });
    await expect(jobs).toBeVisible();
    await jobs.click();
    await expect(page).toHaveURL(/\/recruitment\/jobs$/);
  });

  test('the same e-mail cannot sign up twice', async ({ page }) => {
    const email = uniqueEmail('twice');
    for (const attempt of [1, 2]) {
      await page.goto('/add-test-user');
      await page.getByLabel('Full Name').fill('Twice Person');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill('twice-pass');
      await page.getByRole('button', { name: 'Create Test Account' }).click();
      if (attempt === 1) await expect(page).toHaveURL(/\/crm\/login$/);
    }
    await expect(toast(page, 'Sign Up Failed')).toContainText('An account with this e-mail already exists.');
  });
});
