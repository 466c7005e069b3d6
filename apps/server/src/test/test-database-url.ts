/** One template per test run (by the runner's pid), so parallel runs on one server never collide. */
export const TEMPLATE_DB = `keel_test_template_${process.env.KEEL_TEST_RUN_ID ?? process.pid}`;

/** The same server URL pointing at another database. */
export function withDatabaseName(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
