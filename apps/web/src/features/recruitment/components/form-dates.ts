/** Today's date where the user is, as a date input holds it ('YYYY-MM-DD'). */
export function todayInputValue(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A saved timestamp as a date input holds it: its calendar date in UTC, as dates are saved. */
export function timestampToInputValue(iso: string): string {
  return iso.slice(0, 10);
}
