/**
 * The first-load JavaScript budget of every prerendered page and of the careers pages' frame
 * (decision 0106): the scripts a page's HTML loads before it is interactive (its entry, the
 * entry's static imports and the page's own chunks), gzip level 9, in KB of 1024 bytes. The build
 * fails above it (vite.config.ts) and the browser tests check what a page really requests
 * (e2e/tests/support/first-load-js.ts). KEEL_JS_BUDGET_KB sets another figure, to see both fail.
 */
export const FIRST_LOAD_JS_BUDGET_KB = 100;

export function firstLoadJsBudgetKb(env: Record<string, string | undefined> = process.env): number {
  const setting = env.KEEL_JS_BUDGET_KB;
  if (setting === undefined || setting === '') return FIRST_LOAD_JS_BUDGET_KB;
  const kb = Number(setting);
  if (!(kb > 0)) throw new Error(`KEEL_JS_BUDGET_KB must be a positive number of KB, not ${setting}`);
  return kb;
}

export interface PageScripts {
  path: string;
  /** Built files, relative to the build's directory (assets/x.js). */
  scripts: string[];
}

/** Each page's first-load JavaScript in KB (gzip sizes by file, as precompress measured them). */
export function firstLoadKb(page: PageScripts, gzipped: Map<string, number>): number {
  return (
    page.scripts.reduce((sum, file) => {
      const size = gzipped.get(file);
      if (size === undefined) throw new Error(`${page.path} loads ${file}, which the build did not write`);
      return sum + size;
    }, 0) / 1024
  );
}

/** The pages above `budgetKb`, as lines for the build's error. */
export function pagesOverBudget(pages: PageScripts[], gzipped: Map<string, number>, budgetKb: number): string[] {
  return pages
    .map((page) => ({ path: page.path, kb: firstLoadKb(page, gzipped) }))
    .filter(({ kb }) => kb > budgetKb)
    .map(({ path, kb }) => `${path}: ${kb.toFixed(1)} KB of first-load JavaScript (gzip), over the ${budgetKb} KB budget`);
}
