import type { ReportDefinition } from '@keel/shared/reports';
import { describe, expect, it } from 'vitest';
import { csvFileName, groupLabel, reportCsv } from './report-format';

const byCity: ReportDefinition = { records: 'contacts', filters: [], group: { field: 'city' }, measure: { fn: 'count' }, view: 'table' };
const wonByMonth: ReportDefinition = {
  records: 'deals',
  filters: [],
  group: { field: 'updated', bucket: 'month' },
  measure: { fn: 'sum', field: 'value' },
  view: 'bar',
};

describe('report table as CSV', () => {
  it('writes the headings, a line per group and the total, neutralising formula-like cells', () => {
    const csv = reportCsv(byCity, {
      rows: [
        { group: '=HYPERLINK("http://evil")', value: 2 },
        { group: null, value: 1 },
      ],
      total: 3,
      records: 3,
      truncated: false,
    });
    expect(csv).toBe(`City,Count\r\n"'=HYPERLINK(""http://evil"")",2\r\n(empty),1\r\nTotal,3\r\n`);
  });

  it('names dated groups by their period and keeps negative figures as numbers', () => {
    expect(reportCsv(wonByMonth, { rows: [{ group: '2026-03-01', value: -1500.5 }], total: -1500.5, records: 2, truncated: false })).toBe(
      'Last Updated (month),Sum of Deal Value (USD)\r\nMar 2026,-1500.5\r\nTotal,-1500.5\r\n',
    );
    expect(groupLabel({ ...wonByMonth, group: { field: 'updated', bucket: 'week' } }, '2026-03-02')).toBe('Week of Mar 2, 2026');
    expect(csvFileName('Won deal value by month')).toBe('won-deal-value-by-month.csv');
  });
});
