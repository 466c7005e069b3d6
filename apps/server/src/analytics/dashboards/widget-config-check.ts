import { isWidgetType } from '@keel/shared/dashboards';
import { widgetConfigSchema } from '@keel/shared/widget-config';
import { validationError } from '../../errors';

/**
 * A widget's configuration checked against its type's schema (decision 0034): a 400 naming the
 * first problem, with the field's path, when it does not fit; the parsed (normalised) config when it does.
 */
export function checkedWidgetConfig(type: string, config: unknown): Record<string, unknown> {
  if (!isWidgetType(type)) throw validationError(`A widget of type '${type}' cannot be configured.`);
  const parsed = widgetConfigSchema(type, config).safeParse(config);
  if (parsed.success) return parsed.data as Record<string, unknown>;
  const issue = parsed.error.issues[0];
  const path = ['config', ...issue.path.map(String)].join('.');
  throw validationError(issue.code === 'unrecognized_keys' ? `Unknown setting for this widget: ${issue.keys.join(', ')}.` : issue.message, {
    [path]: issue.message,
  });
}
