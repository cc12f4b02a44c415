import { NEAR_POSITION_DEFAULT } from '@kataar/shared/notifications';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { toast } from '../../lib/toast';
import { NearSelect } from '../../components/near-select';
import { errorMessage } from '../../lib/api';
import {
  notificationPreferencesQueryOptions,
  useUpdateNotificationPreferences,
} from '../../lib/notification-preferences';
import { useTranslation } from 'react-i18next';

/** For the person waiting: at which position (1–10) the "your turn is near" alert comes. */
export function NearAlertPicker({ userId }: { userId: string }) {
  const id = useId();
  const { t } = useTranslation('queue');
  const prefs = useQuery(notificationPreferencesQueryOptions(userId));
  const update = useUpdateNotificationPreferences(userId);
  return (
    <div className="mt-4 flex items-center justify-between gap-3 rounded-2xl bg-white/10 px-4 py-2.5">
      <label htmlFor={id} className="text-sm font-medium text-brand-50">
        {t('near.label')}
      </label>
      <NearSelect
        id={id}
        value={prefs.data?.near_position ?? NEAR_POSITION_DEFAULT}
        disabled={!prefs.data || update.isPending}
        onChange={(near_position) =>
          update.mutate({ near_position }, { onError: (error) => toast.error(errorMessage(error)) })
        }
      />
    </div>
  );
}
