/**
 * New passwords beyond the 6-character minimum of docs/product/validation.md#passwords (decision
 * 0068, ASVS 4 L2 within the product's rules): at most 128 characters; not one of the 100,000
 * most common passwords (checked by the server against a list shipped with it); not containing
 * the account's e-mail name or full name. The strength hint is advice only.
 */
export const MAX_PASSWORD_LENGTH = 128;

export const PASSWORD_POLICY_MESSAGES = {
  tooLong: `Password must be at most ${MAX_PASSWORD_LENGTH} characters.`,
  common: 'This password is one of the 100,000 most common passwords. Please choose one that is harder to guess.',
  personal: 'The password must not contain the name or the e-mail name of the account.',
} as const;

/** Whose password it is: the parts of it a password must not contain. */
export interface PasswordOwner {
  email: string;
  name?: string | null;
}

const compact = (text: string) => text.toLowerCase().replace(/[\s.,'’_-]+/g, '');

/**
 * The e-mail's name (before the @) and the full name, lower-cased without spaces or separators,
 * each when it has 3 characters or more. (Single words of a name are not refused: 'Tempe Late'
 * may well choose 'templates…'.)
 */
export function personalParts({ email, name }: PasswordOwner): string[] {
  const parts = new Set<string>();
  const local = compact(email.split('@')[0] ?? '');
  if (local.length >= 3) parts.add(local);
  const full = compact(name ?? '');
  if (full.length >= 3) parts.add(full);
  return [...parts];
}

export function containsPersonalInfo(password: string, owner: PasswordOwner): boolean {
  const lower = compact(password);
  return personalParts(owner).some((part) => lower.includes(part));
}

export type PasswordStrength = 0 | 1 | 2 | 3 | 4;
export const PASSWORD_STRENGTH_LABELS: Record<PasswordStrength, string> = {
  0: 'Too weak',
  1: 'Weak',
  2: 'Fair',
  3: 'Strong',
  4: 'Very strong',
};

/**
 * A quick estimate for the hint under a new-password field: length and variety, less for
 * repeats, runs and personal parts. The server's checks decide; this only guides.
 */
export function passwordStrength(password: string, owner?: PasswordOwner): { score: PasswordStrength; advice: string } {
  if (password.length < 6) return { score: 0, advice: 'At least 6 characters.' };
  if (owner && containsPersonalInfo(password, owner)) return { score: 0, advice: 'Leave out your name and e-mail.' };
  const classes = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((re) => re.test(password)).length;
  const distinct = new Set(password).size;
  let points = Math.min(4, Math.floor(password.length / 4)) + classes - 1;
  if (distinct <= 3) points -= 3;
  if (/(.)\1{2,}/.test(password) || /(?:0123|1234|2345|3456|4567|5678|6789|abcd|qwer|asdf)/i.test(password)) points -= 1;
  const score = Math.max(0, Math.min(4, points - 1)) as PasswordStrength;
  const advice =
    score >= 3
      ? 'Good: long and varied.'
      : password.length < 12
        ? 'Longer is stronger: try a phrase of a few words.'
        : 'Mix in other kinds of characters.';
  return { score, advice };
}
