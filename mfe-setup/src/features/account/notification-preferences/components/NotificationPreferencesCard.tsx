import { Card, CardBody, QueryState } from 'shared-ui';
import { useUserId } from '../../../../lib/use-user-id';
import { useGetNotificationPreferencesQuery, useSaveNotificationPreferencesMutation } from '../api/notification-preferences-api';
import { DEFAULT_PREFERENCES, type NotificationPreferences } from '../types';
import { PreferenceSwitch } from './PreferenceSwitch';

/** Notification Preferences (clients only): push and e-mail, saved on every toggle (a failure is toasted and the switch goes back). */
export function NotificationPreferencesCard() {
  const query = useGetNotificationPreferencesQuery(useUserId());
  const [save, { isLoading: isSaving }] = useSaveNotificationPreferencesMutation();

  const toggle = (prefs: NotificationPreferences, key: keyof NotificationPreferences, checked: boolean) => {
    void save({ ...prefs, [key]: checked });
  };

  return (
    <Card title="Notification Preferences">
      <CardBody>
        <QueryState query={query} loadingLabel="Loading preferences...">
          {(stored) => {
            const prefs = stored ?? DEFAULT_PREFERENCES;
            return (
              <>
                <PreferenceSwitch
                  label="Push Notifications"
                  description="Alerts in the portal and on your devices."
                  checked={prefs.push_enabled}
                  disabled={isSaving || query.isFetching}
                  onChange={(c) => toggle(prefs, 'push_enabled', c)}
                />
                <PreferenceSwitch
                  label="Email Notifications"
                  description="Updates about your build-out and account by e-mail."
                  checked={prefs.email_enabled}
                  disabled={isSaving || query.isFetching}
                  onChange={(c) => toggle(prefs, 'email_enabled', c)}
                />
              </>
            );
          }}
        </QueryState>
      </CardBody>
    </Card>
  );
}
