import { DEMO_PASSWORD } from '@keel/shared/demo';
import { ROLES } from '@keel/shared/roles';
import { demoUser, expect, signedInState, test as setup } from './fixtures';

/**
 * The 'setup' project (playwright.config.ts), before every journey: each demo role signs in once,
 * through the API, and its cookies are kept for the run (decision 0042). Journeys then start
 * signed in (signInAs, signedInPage) instead of signing in again; those about signing in and out
 * still do it for real (auth.spec.ts, two-factor, signInFreshAs).
 */
for (const role of ROLES) {
  setup(`the demo ${role} signs in once for the run`, async ({ request }) => {
    const response = await request.post('/api/session', { data: { email: demoUser(role).email, password: DEMO_PASSWORD } });
    expect(response.status(), `sign-in as ${role}`).toBe(200);
    await request.storageState({ path: signedInState(role) });
  });
}
