/**
 * A company name's key as the duplicates rule writes it in SQL (keel_company_key, migration 0031):
 * no case, punctuation or spaces, and no legal-form suffix ('ACME, Inc.' → 'acme'). The database's
 * function decides which company a name matches; this one only tells two batches of an import
 * that they may create the same company (so the second waits for the first).
 */
const LEGAL_SUFFIX = /[\s\p{P}]+(inc|incorporated|llc|ltd|limited|corp|corporation|co|company|gmbh|plc|ag|sa)\p{P}*$/u;

export function companyWaitKey(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(LEGAL_SUFFIX, '')
    .replace(/[^\p{L}\p{N}]+/gu, '');
}
