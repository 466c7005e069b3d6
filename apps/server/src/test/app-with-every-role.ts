import { afterAll, beforeAll } from 'vitest';
import { type SignedIn, signInEveryRole } from './roles';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app';

export interface AppWithEveryRole {
  t: TestApp;
  as: SignedIn;
}

/**
 * A test app for the calling file with a signed-in user of every role: started before the file's
 * tests, closed after them. Read `t` and `as` inside tests (they are set once the app is up).
 */
export function appWithEveryRole(options: TestAppOptions = {}): AppWithEveryRole {
  const app = {} as AppWithEveryRole;
  beforeAll(async () => {
    app.t = await createTestApp(options);
    app.as = await signInEveryRole(app.t);
  });
  afterAll(() => app.t?.close());
  return app;
}
