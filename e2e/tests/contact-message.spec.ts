import { axeScan } from './support/axe';
import { expect, test, toast } from './fixtures';

test.describe('contact message journey', () => {
  test('a visitor sends a message; staff find it at /crm/messages and mark it handled', async ({ page, signInAs }) => {
    const subject = `Website rebuild ${Date.now()}`;
    await page.goto('/contact-us');
    await expect(page.getByText('Mon-Fri 9 AM-6 PM CST')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Response within 24 hours' })).toBeVisible();

    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Name is required.')).toBeVisible();
    await expect(page.getByText('Message is required.')).toBeVisible();
    const results = await axeScan(page).include('form').analyze();
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

    await page.getByLabel('Name', { exact: true }).fill('Katherine Johnson');
    await page.getByLabel('Email', { exact: true }).fill('katherine@nasa.example');
    await page.getByLabel('Subject', { exact: true }).fill(subject);
    await page.getByLabel('Message', { exact: true }).fill('We need a partner to plan our trajectory-software rollout.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(toast(page, 'Message Sent!')).toContainText("Thank you for contacting us. We'll get back to you shortly.");
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Subject', { exact: true })).toHaveValue('');

    await signInAs('user');
    await page.goto('/crm/messages');
    await page.getByRole('searchbox', { name: 'Search messages' }).fill(subject);
    const card = page.locator('article', { has: page.getByRole('heading', { name: subject }) });
    await expect(card).toContainText('katherine@nasa.example');
    await expect(card).toContainText('Open');
    await card.getByRole('button', { name: /Mark as handled/ }).click();
    await expect(toast(page, 'Message Handled')).toBeVisible();
    await page.getByRole('button', { name: 'Handled', exact: true }).click();
    await expect(card).toContainText('Handled by');
  });
});
