import { describe, expect, it } from 'vitest';
import { DEFAULT_WIDGET_CONFIG, WIDGET_TYPES } from './dashboards';
import { widgetConfigSchema } from './widget-config';

describe('widget configurations', () => {
  it.each(WIDGET_TYPES)('accepts the config a new %s starts with', (type) => {
    expect(widgetConfigSchema(type, DEFAULT_WIDGET_CONFIG[type]).safeParse(DEFAULT_WIDGET_CONFIG[type]).success).toBe(true);
  });

  it('refuses a setting the type does not know', () => {
    const config = { upcomingDays: 14, colour: 'red' };
    expect(widgetConfigSchema('remindersList', config).safeParse(config).success).toBe(false);
  });

  it('checks a chart that names a report as a pinned report, not as a built-in figure', () => {
    expect(widgetConfigSchema('barChart', { reportId: 'r1' }).safeParse({ reportId: 'r1' }).success).toBe(true);
    expect(
      widgetConfigSchema('barChart', { reportId: 'r1', metric: 'dealsPerStage' }).safeParse({ reportId: 'r1', metric: 'dealsPerStage' })
        .success,
    ).toBe(false);
  });
});
