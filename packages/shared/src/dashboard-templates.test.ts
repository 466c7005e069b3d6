import { describe, expect, it } from 'vitest';
import { DEFAULT_WIDGET_CONFIG } from './dashboards';
import { impersonalConfig } from './dashboard-templates';

describe('impersonalConfig', () => {
  it('keeps every default widget setting as it is', () => {
    for (const config of Object.values(DEFAULT_WIDGET_CONFIG)) expect(impersonalConfig(config)).toEqual(config);
  });

  it('leaves out record ids, e-mail addresses, free text, filter values and keys about people or records, at any depth', () => {
    expect(
      impersonalConfig({
        metric: 'dealsPerStage',
        rows: 8,
        stacked: true,
        contactId: 'c1',
        ownerName: 'Sam Rivera',
        notes: 'Call on Monday',
        reportId: '0b4c9b0e-8d1a-4f7e-9a55-3a2f4c8e7d10',
        title: 'Leads of Sam Rivera',
        filters: [
          { field: 'stage', op: 'equals', value: 'Contacted' },
          { field: 'email', op: 'equals', value: 'sam@example.com' },
          { field: 'company_id', op: 'equals', value: '0b4c9b0e-8d1a-4f7e-9a55-3a2f4c8e7d10' },
        ],
        columns: ['first_name', 'last_name', 'stage'],
      }),
    ).toEqual({
      metric: 'dealsPerStage',
      rows: 8,
      stacked: true,
      filters: [
        { field: 'stage', op: 'equals' },
        { field: 'email', op: 'equals' },
        { field: 'company_id', op: 'equals' },
      ],
      columns: ['first_name', 'last_name', 'stage'],
    });
  });
});
