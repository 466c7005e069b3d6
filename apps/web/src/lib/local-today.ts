/** Today where the user is ('YYYY-MM-DD'): what 'overdue' and 'today' mean, for task lists and dashboard widgets alike. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
