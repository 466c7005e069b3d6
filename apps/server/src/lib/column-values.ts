/**
 * Column values as the API answers them. A DATE column arrives as 'YYYY-MM-DD' (db/database.ts
 * keeps it a string); a Date is turned into that form in case a driver hands one over. A NUMERIC
 * column arrives as a string and is answered as a number.
 */
export const isoDay = (d: Date | string) => (typeof d === 'string' ? d : d.toISOString().slice(0, 10));

export const numberOrNull = (v: string | null) => (v === null ? null : Number(v));
