import {
  NOTIFICATION_DELIVERIES,
  NOTIFICATION_DELIVERY_LABELS,
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KINDS,
  type NotificationDelivery,
  type NotificationKind,
} from '@keel/shared/notifications';
import { useId } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/select';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useNotificationPreferences, useSaveNotificationPreferences } from '../api/notifications';

const OPTIONS = NOTIFICATION_DELIVERIES.map((d) => ({ value: d, label: NOTIFICATION_DELIVERY_LABELS[d] }));

/** Account Settings: per kind of notification, in Keel only, also by e-mail, or in one morning digest (decision 0031). */
export function NotificationSettingsCard() {
  const uid = useId();
  const preferences = useNotificationPreferences();
  const save = useSaveNotificationPreferences();

  async function choose(kind: NotificationKind, delivery: NotificationDelivery) {
    try {
      await save.mutateAsync({ deliveries: { [kind]: delivery } });
      toast({
        title: 'Notification Settings Saved',
        description: `${NOTIFICATION_KIND_LABELS[kind]}: ${NOTIFICATION_DELIVERY_LABELS[delivery].toLowerCase()}.`,
      });
    } catch (error) {
      toast({ title: 'Notification Settings Not Saved', description: errorMessage(error), variant: 'destructive' });
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Notifications</CardTitle>
        <CardDescription>
          Everything shows under the bell. Choose what also comes by e-mail, or gather it in one digest each morning (07:00 UTC).
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {preferences.isError ? (
          <p role="alert" className="text-sm text-red-700">
            Could not load your notification settings.
          </p>
        ) : null}
        {NOTIFICATION_KINDS.map((kind) => (
          <Field key={kind} id={`${uid}-${kind}`} label={NOTIFICATION_KIND_LABELS[kind]}>
            <Select
              value={preferences.data?.deliveries[kind] ?? 'app'}
              disabled={!preferences.isSuccess || save.isPending}
              onChange={(e) => void choose(kind, e.target.value as NotificationDelivery)}
              options={OPTIONS}
            />
          </Field>
        ))}
      </CardContent>
    </Card>
  );
}
