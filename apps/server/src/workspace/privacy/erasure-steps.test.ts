import { describe, expect, it } from 'vitest';
import { DOMAIN_ERASURE_ORDER, type ErasureStep, type ErasureSteps, inErasureOrder } from './erasure-steps';

// The registry itself is left alone: server test files share their modules (isolate: false), and
// other files' apps have registered the real steps.
describe('the erasure steps (decision 0110)', () => {
  it('refuse to erase when none are registered, and run in the documented order whatever the order they were given in', async () => {
    expect(() => inErasureOrder(undefined)).toThrow(/No erasure steps registered/);
    const ran: string[] = [];
    const step =
      (name: string): ErasureStep =>
      async () =>
        void ran.push(name);
    const steps: ErasureSteps = {
      contacts: step('contacts'),
      deals: step('deals'),
      applicants: step('applicants'),
      applications: step('applications'),
      savedReports: step('savedReports'),
      imports: step('imports'),
      contactMessages: step('contactMessages'),
      interviews: step('interviews'),
    };
    for (const s of inErasureOrder(steps)) await s(undefined as never, undefined as never);
    expect(ran).toEqual(['interviews', 'contactMessages', 'imports', 'savedReports', 'applications', 'applicants', 'deals', 'contacts']);
    expect(ran).toEqual([...DOMAIN_ERASURE_ORDER]);
  });
});
