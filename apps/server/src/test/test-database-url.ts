export const TEMPLATE_DB = 'keel_test_template';

/** The same server URL pointing at another database. */
export function withDatabaseName(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
