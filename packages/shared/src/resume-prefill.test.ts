import { describe, expect, it } from 'vitest';
import { fieldsToFill } from './resume-prefill';

const found = (value: string) => ({ value, from: `line with ${value}` });

describe('fieldsToFill', () => {
  it('fills found fields that are empty and were never typed into; never a typed or non-empty one', () => {
    const current: Record<string, string> = { first_name: 'Janet', last_name: '', email: '', phone: '  ', linkedin_url: '' };
    const fill = fieldsToFill(
      { first_name: found('Jane'), last_name: found('Doe'), email: found('jane@example.com'), phone: found('+1 512'), linkedin_url: null },
      (field) => current[field],
      new Set(['email']),
    );
    expect(fill.map(([field, value]) => [field, value.value])).toEqual([
      ['last_name', 'Doe'],
      ['phone', '+1 512'],
    ]);
  });

  it('fills nothing from blank values', () => {
    expect(fieldsToFill({ first_name: found('  ') }, () => '', new Set())).toEqual([]);
  });
});
