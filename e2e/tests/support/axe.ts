import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** axe's serious and critical findings on the page (WCAG 2.1 A/AA and best practices). */
export async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, help: violation.help, nodes: violation.nodes.map((node) => node.target.join(' ')) }));
}
