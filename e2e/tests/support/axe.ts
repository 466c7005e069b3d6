import fs from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * An axe scan of the page. A page with no frame inside is scanned by `axe.run` in the page itself
 * (the builder's "legacy mode"): the default runs axe in each frame and then merges the results in
 * a new blank page it opens and loads axe into, which made every scan about 40% slower for the
 * same findings (16 workspace pages on 2026-11-26: 62 s → 37 s; the same rules and nodes found on
 * a page seeded with violations). A page with a frame (a mail shown in the Outbox) keeps the
 * default, which also scans sandboxed frames. Only violations are read, so axe is told to detail
 * only them (`resultTypes`: passes and the rest keep one example node each, not every node).
 */
export function axeScan(page: Page): AxeBuilder {
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  return page.frames().length === 1 ? builder.setLegacyMode() : builder;
}

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** axe-core itself, the same copy the builder injects; with the builder's configuration for one frame. */
const AXE_IN_PAGE = `${fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')}
;axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } });`;

type Finding = { id: string; help: string; nodes: string[] };

/**
 * Runs axe in a page that has it and answers only the serious and critical findings, or null when
 * axe is not in the page (yet, or no longer after a navigation).
 */
function runInPage(page: Page): Promise<Finding[] | null> {
  return page.evaluate(async (tags) => {
    type AxeNode = { target: unknown[] };
    type AxeViolation = { id: string; help: string; impact?: string | null; nodes: AxeNode[] };
    const axe = (window as unknown as { axe?: { run(context: Document, options: object): Promise<{ violations: AxeViolation[] }> } }).axe;
    if (!axe) return null;
    const { violations } = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({ id: violation.id, help: violation.help, nodes: violation.nodes.map((node) => node.target.join(' ')) }));
  }, TAGS);
}

/**
 * axe's serious and critical findings on the page as it is now (WCAG 2.1 A/AA and best practices).
 *
 * On a page without frames, axe is put into the page once and stays there for the page's later
 * scans, and only the findings come back. The builder sends and evaluates axe's 550 kB twice per
 * scan (once to look, once per frame) and sends every result back to the test; this ran the route
 * sweep's 84 scans with 0.6 CPU-seconds each between the browser and the test runner (decision 0099).
 */
export async function seriousViolations(page: Page): Promise<Finding[]> {
  if (page.frames().length > 1) {
    const results = await axeScan(page).withTags(TAGS).analyze();
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({ id: violation.id, help: violation.help, nodes: violation.nodes.map((node) => node.target.join(' ')) }));
  }
  const found = await runInPage(page);
  if (found) return found;
  await page.evaluate(AXE_IN_PAGE);
  const afterInjecting = await runInPage(page);
  if (!afterInjecting) throw new Error('axe did not load in the page');
  return afterInjecting;
}
