import { describe, expect, it } from 'vitest';
import { CompanyInput } from './companies';
import { ContactInput } from './contacts';

/**
 * A required name's schema carries its 'is required' text as its default error; a name over the
 * length limit must not say it is missing (it did: a 201-character company name in a form or an
 * import was refused with 'Company name is required.').
 */
const messageFor = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }, field: string) =>
  result.error?.issues.find((i) => i.path[0] === field)?.message;

describe('too long is not missing', () => {
  it('a company name over 200 characters says so', () => {
    expect(messageFor(CompanyInput.safeParse({ name: 'L'.repeat(201) }), 'name')).toBe('Please use at most 200 characters.');
    expect(messageFor(CompanyInput.safeParse({ name: ' ' }), 'name')).toBe('Company name is required.');
  });

  it("a contact's first or last name over 100 characters says so", () => {
    const long = 'L'.repeat(101);
    const result = ContactInput.safeParse({ first_name: long, last_name: long, email: 'long@names.example' });
    expect(messageFor(result, 'first_name')).toBe('Please use at most 100 characters.');
    expect(messageFor(result, 'last_name')).toBe('Please use at most 100 characters.');
    expect(messageFor(ContactInput.safeParse({ first_name: '', last_name: 'X', email: 'a@b.example' }), 'first_name')).toBe(
      'First Name is required.',
    );
  });
});
