import { describe, expect, it } from 'vitest';
import { CommittedKeys } from './import-batch';

describe('CommittedKeys (decision 0041)', () => {
  it('keeps what a batch found but did not create, and stops growing at its limit (rows naming others then wait)', () => {
    const keys = new CommittedKeys(2);
    keys.addFound(['found co', 'created co'], new Set(['created co']));
    expect([keys.has('found co'), keys.has('created co')]).toEqual([true, false]);
    keys.addFound(['second co', 'third co'], new Set());
    expect([keys.has('second co'), keys.has('third co')]).toEqual([true, false]);
  });
});
