import { describe, expect, it } from 'vitest';
import { containsPersonalInfo, passwordStrength, personalParts } from './password-policy';

describe('password policy (decision 0068)', () => {
  it("takes the e-mail's name and the full name, without case or separators, as personal parts", () => {
    expect(personalParts({ email: 'Grace.H@example.test', name: 'Grace Hopper' })).toEqual(['graceh', 'gracehopper']);
    expect(personalParts({ email: 'al@x.co', name: 'Al Li' })).toEqual(['alli']);
  });

  it('finds them in a password whatever the case or separators', () => {
    const owner = { email: 'jdoe@example.test', name: 'Jane Doe' };
    expect(containsPersonalInfo('My-JDOE-2026', owner)).toBe(true);
    expect(containsPersonalInfo('jane.doe!', owner)).toBe(true);
    expect(containsPersonalInfo('violet-harbour-17', owner)).toBe(false);
    // One word of the name alone is not refused.
    expect(containsPersonalInfo('doe-a-deer-42', owner)).toBe(false);
  });

  it('rates weak passwords low and long varied ones high', () => {
    expect(passwordStrength('abc').score).toBe(0);
    expect(passwordStrength('aaaaaaaa').score).toBeLessThanOrEqual(1);
    expect(passwordStrength('123456789').score).toBeLessThanOrEqual(1);
    expect(passwordStrength('Violet-Harbour-17').score).toBeGreaterThanOrEqual(3);
    expect(passwordStrength('Jane-Doe-1999', { email: 'jd@x.co', name: 'Jane Doe' }).score).toBe(0);
  });
});
