import { NOTIFICATION_MESSAGES as M, type NotificationPreferences } from '@kataar/shared/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Bell, Mail, MessageCircle } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { toast } from '../../lib/toast';
import { Button } from '../../components/button';
import { NearSelect } from '../../components/near-select';
import { Switch } from '../../components/switch';
import { Spinner } from '../../components/spinner';
import { api, errorMessage } from '../../lib/api';
import {
  notificationPreferencesQueryOptions,
  useUpdateNotificationPreferences,
} from '../../lib/notification-preferences';
import { useLocalizeMessage } from '../../lib/localize-message';
import { pushConfigQueryOptions } from '../../lib/push-config';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { currentSubscription, pushSupported, subscribeToPush, unsubscribeFromPush } from './push-subscription';

const deviceKey = ['push-subscription'] as const;

/** The user menu's "Notifications": which channels alert me, how close "near" is, and a test. */
export function NotificationsPage() {
  const tm = useLocalizeMessage();
  useDocumentTitle(tm(M.pageTitle));
  const userId = useSession().user?.id ?? null;
  const queryClient = useQueryClient();
  const nearId = useId();
  const config = useQuery(pushConfigQueryOptions());
  const prefs = useQuery(notificationPreferencesQueryOptions(userId));
  const update = useUpdateNotificationPreferences(userId);
  const device = useQuery({ queryKey: deviceKey, queryFn: async () => (await currentSubscription()) !== null });

  const devicePush = useMutation({
    mutationFn: async (on: boolean) => {
      if (!on) return unsubscribeFromPush();
      if (!config.data?.public_key) throw new Error(M.pushUnavailable);
      await subscribeToPush(config.data.public_key);
      if (prefs.data && !prefs.data.push) await update.mutateAsync({ push: true });
    },
    onError: (error) => toast.error(tm(errorMessage(error))),
    onSettled: () => queryClient.invalidateQueries({ queryKey: deviceKey }),
  });
  const test = useMutation({
    mutationFn: () => api.post<{ message: string }>('/notifications/test/'),
    onSuccess: (body) => toast.success(body.message),
    onError: (error) => toast.error(tm(errorMessage(error))),
  });
  const change = (changes: Partial<NotificationPreferences>) =>
    update.mutate(changes, { onError: (error) => toast.error(tm(errorMessage(error))) });

  if (!prefs.data || !config.data) return <Spinner className="min-h-[50vh]" />;
  const canPush = pushSupported() && config.data.public_key !== null;

  return (
    <div className="mx-auto w-full max-w-xl px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-extrabold tracking-tight text-slate-900">{tm(M.pageTitle)}</h1>
      <section className="mt-6 divide-y divide-slate-100 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
        <Row icon={<Bell aria-hidden="true" className="size-5" />} label={tm(M.pushLabel)}>
          {canPush ? (
            <Switch
              aria-label={tm(M.pushLabel)}
              checked={device.data === true}
              disabled={devicePush.isPending || device.isLoading}
              onChange={(on) => devicePush.mutate(on)}
            />
          ) : (
            <p className="text-xs text-slate-500">
              {config.data.public_key === null ? tm(M.pushUnavailable) : tm(M.pushUnsupported)}
            </p>
          )}
        </Row>
        <Row icon={<Mail aria-hidden="true" className="size-5" />} label={tm(M.emailLabel)}>
          <Switch
            aria-label={tm(M.emailLabel)}
            checked={prefs.data.email}
            disabled={update.isPending}
            onChange={(email) => change({ email })}
          />
        </Row>
        {config.data.whatsapp_available && (
          <Row
            icon={<MessageCircle aria-hidden="true" className="size-5" />}
            label={tm(M.whatsappLabel)}
            hint={tm(M.whatsappNotice)}
          >
            <Switch
              aria-label={tm(M.whatsappLabel)}
              checked={prefs.data.whatsapp}
              disabled={update.isPending}
              onChange={(whatsapp) => change({ whatsapp })}
            />
          </Row>
        )}
        <div className="flex items-center justify-between gap-4 px-4 py-4">
          <label htmlFor={nearId} className="text-sm font-medium text-slate-800">
            {tm(M.nearLabel)}
          </label>
          <NearSelect
            id={nearId}
            value={prefs.data.near_position}
            disabled={update.isPending}
            onChange={(near_position) => change({ near_position })}
          />
        </div>
      </section>
      <Button className="mt-6 w-full sm:w-auto" disabled={test.isPending} onClick={() => test.mutate()}>
        {tm(M.sendTest)}
      </Button>
    </div>
  );
}

function Row({ icon, label, hint, children }: { icon: ReactNode; label: string; hint?: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-4 px-4 py-4">
      <div className="flex min-w-0 items-start gap-3">
        <span className="mt-0.5 text-brand-700">{icon}</span>
        <div className="min-w-0">
          <p className="text-sm font-medium text-slate-800">{label}</p>
          {hint && <p className="mt-0.5 text-xs text-slate-500">{hint}</p>}
        </div>
      </div>
      {children}
    </div>
  );
}
