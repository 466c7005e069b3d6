import { describe, expect, it } from 'vitest';
import { DOMAIN_ERASURE_ORDER, domainErasureSteps, type ErasureStep, registerErasureSteps } from './erasure-steps';

// Runs without building the app, so nothing has registered the steps yet (each test file has its own modules).
describe('the erasure steps registry (decision 0110)', () => {
  it('refuses to erase before app.ts registered the owners’ steps, then runs them in the documented order', async () => {
    expect(() => domainErasureSteps()).toThrow(/No erasure steps registered/);
    const ran: string[] = [];
    const step =
      (name: string): ErasureStep =>
      async () =>
        void ran.push(name);
    registerErasureSteps({
      contacts: step('contacts'),
      deals: step('deals'),
      applicants: step('applicants'),
      applications: step('applications'),
      savedReports: step('savedReports'),
      imports: step('imports'),
      contactMessages: step('contactMessages'),
      interviews: step('interviews'),
    });
    for (const s of domainErasureSteps()) await s(undefined as never, undefined as never);
    expect(ran).toEqual(['interviews', 'contactMessages', 'imports', 'savedReports', 'applications', 'applicants', 'deals', 'contacts']);
    expect(ran).toEqual([...DOMAIN_ERASURE_ORDER]);
  });
});
