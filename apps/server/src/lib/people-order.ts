/**
 * People by name as a reader expects ('Rémi' between 'Quinn' and 'Riley'), whatever the database's
 * collation: the embedded database sorts text by byte, which put every accented name after 'z'.
 * For the team-sized lists only (every member fits in memory); record lists sort in the database.
 */
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

export function byFullName<T extends { full_name: string; id: string }>(rows: T[]): T[] {
  return rows.sort((a, b) => collator.compare(a.full_name, b.full_name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
