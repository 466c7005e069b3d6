import { paths } from '@keel/shared/paths';
import { expect, test, toast } from './fixtures';
import { createThroughApi, seriousViolations, uniqueToken } from './crm-helpers';
import { rescanUntilListed } from './duplicates-helpers';
import { createLead } from './funnel-helpers';
import { expectNoWiderThanWindow } from './window-fit';

interface Created {
  id: string;
}

// Decision 0033: likely duplicates are named before saving, and an admin merges them.
test.describe('duplicates', () => {
  test('adding a contact with an e-mail already on file warns first, with a link to the existing contact', async ({ page, signInAs }) => {
    await signInAs('sales_rep');
    const token = uniqueToken('dup');
    const email = `${token}@e2e.keel.test`;
    const existing = await createThroughApi<Created>(page.request, '/api/contacts', {
      first_name: 'Fox',
      last_name: `Mulder ${token}`,
      email,
    });

    await page.goto(paths.inquiry);
    await page.getByLabel(/^First Name/).fill('Fox');
    await page.getByLabel(/^Last Name/).fill('Mulder');
    await page.getByLabel(/^Primary Email/).fill(email.toUpperCase());
    await page.getByLabel(/^Tell us about your project or needs/).fill('The truth is out there.');
    await page.getByRole('button', { name: 'Submit Inquiry' }).click();

    const warning = page.getByRole('alert').filter({ hasText: 'Possible duplicate' });
    await expect(warning).toBeVisible();
    await expect(warning.getByRole('link', { name: `Fox Mulder ${token}` })).toHaveAttribute('href', paths.contact(existing.id));
    await expect(warning.getByRole('button', { name: 'Save anyway' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${paths.inquiry}$`));
    expect(await seriousViolations(page)).toEqual([]);
  });

  for (const viewport of [
    { name: '1280 px', width: 1280, height: 900 },
    { name: '375 px', width: 375, height: 740 },
  ]) {
    test(`an admin merges two contacts from the Duplicates page; the survivor has the deals of both (${viewport.name})`, async ({
      page,
      signInAs,
    }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await signInAs('admin');
      const token = uniqueToken('merge');
      const email = `${token}@e2e.keel.test`;
      // Same e-mail and same name at one company: a pair that meets two rules, so it leads the list.
      const company = await createThroughApi<Created>(page.request, '/api/companies', { name: `Bureau ${token}` });
      const person = { first_name: 'Dana', last_name: `Scully ${token}`, company_id: company.id };
      const older = await createThroughApi<Created>(page.request, '/api/contacts', { ...person, email });
      const newer = await createThroughApi<Created>(page.request, '/api/contacts', {
        ...person,
        email: email.toUpperCase(),
        phone: '555-0199',
      });
      const leadA = await createLead(page, `Lead A ${token}`, 'New Inquiry', { contactIds: [older.id] });
      const leadB = await createLead(page, `Lead B ${token}`, 'New Inquiry', { contactIds: [newer.id] });

      const review = page.getByRole('button', { name: `Review Dana Scully ${token} and Dana Scully ${token}` });
      await rescanUntilListed(page, review);
      await review.click();
      const panel = page.getByRole('region', { name: `Merge Dana Scully ${token} and Dana Scully ${token}` });
      // The older record is kept; its empty phone takes the other's.
      await expect(panel.getByRole('group', { name: 'Phone' }).getByRole('radio', { name: '555-0199' })).toBeChecked();
      expect(await seriousViolations(page)).toEqual([]);
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
      }));
      expect(scrollWidth, 'the Duplicates page is wider than the window').toBeLessThanOrEqual(innerWidth);

      await panel.getByRole('button', { name: 'Merge records' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Merge', exact: true }).click();
      await expect(toast(page, 'Records Merged')).toBeVisible();
      await expect(panel).toHaveCount(0);

      const survivor = await page.request.get(`/api/contacts/${older.id}`);
      expect(survivor.status()).toBe(200);
      expect(await survivor.json()).toMatchObject({ email, phone: '555-0199' });
      expect((await page.request.get(`/api/contacts/${newer.id}`)).status()).toBe(404);
      const leads = (await (await page.request.get(`/api/contacts/${older.id}/leads`)).json()) as { items: Array<{ id: string }> };
      expect(leads.items.map((l) => l.id).sort()).toEqual([leadA.id, leadB.id].sort());
    });
  }

  for (const viewport of [
    { name: '1280 px', width: 1280, height: 900 },
    { name: '375 px', width: 375, height: 740 },
  ]) {
    test(`an admin marks a pair 'Not a duplicate': gone after a reload, and the contact form no longer warns of it (${viewport.name})`, async ({
      page,
      signInAs,
    }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await signInAs('admin');
      const token = uniqueToken('notdup');
      const email = `${token}@e2e.keel.test`;
      const first = await createThroughApi<Created>(page.request, '/api/contacts', {
        first_name: 'Walter',
        last_name: `Skinner ${token}`,
        email,
      });
      await createThroughApi<Created>(page.request, '/api/contacts', {
        first_name: 'Walter',
        last_name: `Skinner ${token}`,
        email: email.toUpperCase(),
      });
      const names = `Walter Skinner ${token} and Walter Skinner ${token}`;
      const notDuplicate = page.getByRole('button', { name: `Not a duplicate: ${names}` });

      await rescanUntilListed(page, notDuplicate);
      await expect(page.getByText(/^Found [\d,]+ pairs? · scanned /)).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await expectNoWiderThanWindow(page, 'the Duplicates page');

      await notDuplicate.click();
      const marked = toast(page, 'Marked Not a Duplicate');
      await expect(marked).toBeVisible();
      await expect(notDuplicate).toHaveCount(0);
      // The toast's Undo lists the pair again; then it is marked for good.
      await marked.getByRole('button', { name: 'Undo' }).click();
      await expect(toast(page, 'Pair Restored')).toBeVisible();
      await expect(notDuplicate).toBeVisible();
      await notDuplicate.click();
      await expect(notDuplicate).toHaveCount(0);

      await page.reload();
      await expect(page.getByText(/^Found [\d,]+ pairs? · scanned /)).toBeVisible();
      await expect(page.getByRole('button', { name: `Review ${names}` })).toHaveCount(0);

      // Saving the contact with the e-mail its pair shares: no 'Possible duplicate', it saves.
      await page.goto(paths.editContact(first.id));
      await page.getByLabel(/^Job Title/).fill('Assistant Director');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(toast(page, 'Contact Updated!')).toBeVisible();
      await expect(page.getByRole('alert').filter({ hasText: 'Possible duplicate' })).toHaveCount(0);
    });
  }
});
