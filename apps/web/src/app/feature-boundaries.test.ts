import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The repository's own lint configuration (eslint.config.js) run on snippets placed in the web app:
 * the arrows app → features → components → lib hold, and features never import each other.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const RULE = 'web-boundaries/feature-boundaries';
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: repoRoot });
});

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, 'apps/web/src', file) });
  return result.messages.filter((m) => m.ruleId === RULE).map((m) => m.message);
}

describe('web feature boundaries', () => {
  it('fails a feature that imports another feature, by relative path, alias, re-export or dynamic import', async () => {
    const file = 'features/dashboards/widgets/broken-widget.tsx';
    const code = [
      "import { TaskDoneToggle } from '../../activities/components/task-done-toggle';",
      "import { useAuth } from '@/features/auth/auth-context';",
      "export { activityKeys } from '../../activities/api/activity-keys';",
      "export const lazyFeed = () => import('../../activities/components/calendar-feed-card');",
      'export const parts = [TaskDoneToggle, useAuth];',
    ].join('\n');
    const errors = await boundaryErrors(file, code);
    expect(errors).toHaveLength(4);
    expect(errors[0]).toBe(
      'features/dashboards must not import features/activities: features never import each other. Let a route module in app/ compose them (pass the piece in as a prop, render prop, callback or context), or move what both need to components/ or lib/.',
    );
    expect(errors[1]).toMatch(/^features\/dashboards must not import features\/auth:/);
  }, 60_000);

  it('fails components/ and lib/ that import a feature or app/, and a feature that imports app/', async () => {
    expect(await boundaryErrors('components/records/broken.tsx', "export { useAuth } from '../../features/auth/auth-context';")).toEqual([
      'components must not import features/auth: components/ may import only components/, lib/, config/, content/, test/.',
    ]);
    expect(await boundaryErrors('lib/broken.ts', "export { Button } from '../components/ui/button';")).toHaveLength(1);
    expect(await boundaryErrors('features/contacts/broken.ts', "export { routes } from '../../app/routes';")).toHaveLength(1);
  }, 60_000);

  it('passes a feature importing itself, components/ and lib/, and a route module composing two features', async () => {
    const feature = [
      "import { Button } from '../../../components/ui/button';",
      "import { api } from '../../../lib/api-client';",
      "import { useInsight } from '../api/get-insights';",
      'export const parts = [Button, api, useInsight];',
    ].join('\n');
    expect(await boundaryErrors('features/dashboards/widgets/fine-widget.tsx', feature)).toEqual([]);
    const route = [
      "import { TaskDoneToggle } from '../../../features/activities/components/task-done-toggle';",
      "import { DashboardPage } from '../../../features/dashboards/components/dashboard-page';",
      'export const parts = [TaskDoneToggle, DashboardPage];',
    ].join('\n');
    expect(await boundaryErrors('app/routes/crm/fine-route.tsx', route)).toEqual([]);
  }, 60_000);
});
