import { paths } from '@keel/shared/paths';
import { seriousViolations } from './crm-helpers';
import { expect, test } from './fixtures';
import { expectNoWiderThanWindow } from './window-fit';
import { openWorkspacePage } from './workspace-helpers';

/** Decision 0038: the candidate e-mail templates are reached from the Recruitment section of the workspace menu. */
test.describe('E-mail Templates in the workspace menu', () => {
  test('a recruiter on a 375 px phone opens them from the drawer; the page fits and axe finds nothing serious', async ({
    page,
    signInAs,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signInAs('recruiter');
    await openWorkspacePage(page, paths.jobs);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu', exact: true });
    await drawer.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: 'E-mail Templates' }).click();
    await expect(page).toHaveURL(new RegExp(`${paths.candidateEmailTemplates}$`));
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'E-mail Templates' })).toBeVisible();
    await expect(page.getByRole('main').getByText('Interview invitation').first()).toBeVisible();
    await expectNoWiderThanWindow(page, 'the e-mail templates page');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the wide sidebar marks it as the current page', async ({ page, signInAs }) => {
    await signInAs('admin');
    await openWorkspacePage(page, paths.candidateEmailTemplates);
    const link = page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: 'E-mail Templates' });
    await expect(link).toHaveAttribute('aria-current', 'page');
  });
});
