import { type Expression, sql } from 'kysely';

/**
 * The one definition of a deal's money in Keel (decision 0060), as SQL over a deal (`deal`, the
 * alias of a `deals` row) and its stage (`stage`, a `pipeline_stages` row). Every total in Keel
 * (board, KPI tiles, insights, report measures, widgets) is a sum of these expressions, grouped by
 * the stage's outcome; nothing else adds up deal values.
 */

/** A deal's value: its deal value, else the Deal amount (an inquiry sets only the amount). */
export function dealValueSql(deal: string): Expression<string> {
  return sql<string>`coalesce(${sql.ref(`${deal}.deal_value`)}, ${sql.ref(`${deal}.amount`)})`;
}

/** A deal's weighted value: its value × its stage's win probability. */
export function weightedValueSql(deal: string, stage: string): Expression<string> {
  return sql<string>`(${dealValueSql(deal)} * ${sql.ref(`${stage}.win_probability`)} / 100.0)`;
}

/** A stage's outcome as people read it: Open, Won or Lost. */
export function outcomeLabelSql(stage: string): Expression<string> {
  const outcome = sql.ref(`${stage}.outcome`);
  return sql<string>`(case ${outcome} when 'won' then 'Won' when 'lost' then 'Lost' else 'Open' end)`;
}

/**
 * One deal's value as a card or a record page shows it: the same definition as dealValueSql, with
 * an amount of 0 (what an inquiry without a figure stores) shown as no value. numeric arrives as text.
 */
export function dealValueOf(row: { deal_value: string | number | null; amount: string | number }): number | null {
  if (row.deal_value !== null) return Number(row.deal_value);
  const amount = Number(row.amount);
  return amount > 0 ? amount : null;
}
