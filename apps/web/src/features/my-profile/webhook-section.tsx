import { zodResolver } from '@hookform/resolvers/zod';
import { WEBHOOK_MESSAGES, webhookBodySchema, type WebhookBody } from '@kataar/shared/webhook';
import { RefreshCw, Trash2, Webhook } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { TextField } from '../../components/form-field';
import { ApiError, errorMessage } from '../../lib/api';
import { useRemoveWebhook, useRotateWebhookSecret, useSaveWebhook } from './api/change-webhook';
import { useWebhookDeliveries } from './api/get-webhook';
import { SettingsCard } from './settings-card';
import { WebhookDeliveries } from './webhook-deliveries';
import { WebhookSecret } from './webhook-secret';

type Confirming = 'rotate' | 'remove' | null;

/**
 * The owner's webhook: the https URL Kataar posts queue events to, its signing secret (readable
 * only right after it is made) and the last deliveries.
 */
export function WebhookSection({ url }: { url: string | null }) {
  const save = useSaveWebhook();
  const rotate = useRotateWebhookSecret();
  const remove = useRemoveWebhook();
  const deliveries = useWebhookDeliveries(url !== null);
  const [secret, setSecret] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const { register, handleSubmit, formState, setError } = useForm<WebhookBody>({
    resolver: zodResolver(webhookBodySchema),
    values: { url: url ?? '' },
  });

  const onSubmit = handleSubmit((values) =>
    save.mutateAsync(values.url).then(
      (saved) => {
        toast.success(WEBHOOK_MESSAGES.saved);
        if (saved.secret) setSecret(saved.secret);
      },
      (error: unknown) => {
        const field = error instanceof ApiError ? error.fieldError('url') : undefined;
        setError('url', { type: 'server', message: field ?? errorMessage(error) });
      },
    ),
  );

  const onConfirm = () => {
    const action = confirming;
    setConfirming(null);
    if (action === 'rotate') {
      rotate.mutate(undefined, {
        onSuccess: (saved) => {
          toast.success(WEBHOOK_MESSAGES.rotated);
          setSecret(saved.secret);
        },
        onError: (error) => toast.error(errorMessage(error)),
      });
    } else if (action === 'remove') {
      remove.mutate(undefined, {
        onSuccess: () => {
          toast.success(WEBHOOK_MESSAGES.removed);
          setSecret(null);
        },
        onError: (error) => toast.error(errorMessage(error)),
      });
    }
  };

  return (
    <SettingsCard
      title="Webhook"
      icon={Webhook}
      description="Kataar sends each queue event (joined, called, removed, left, no-show) to your server as signed JSON, so your own SMS sender or clinic system can act on it."
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-4 flex flex-col gap-3 sm:flex-row">
        <TextField
          label="Webhook URL"
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://clinic.example.in/kataar"
          className="flex-1"
          error={formState.errors.url?.message}
          {...register('url')}
        />
        <Button type="submit" disabled={save.isPending} className="sm:mt-7">
          {save.isPending ? 'Saving...' : 'Save'}
        </Button>
      </form>
      {secret && <WebhookSecret secret={secret} onDone={() => setSecret(null)} />}
      {url && (
        <>
          <div className="mt-4 flex flex-wrap gap-2">
            <Button variant="secondary" size="sm" disabled={rotate.isPending} onClick={() => setConfirming('rotate')}>
              <RefreshCw aria-hidden="true" className="size-4" />
              New secret
            </Button>
            <Button variant="secondary" size="sm" disabled={remove.isPending} onClick={() => setConfirming('remove')}>
              <Trash2 aria-hidden="true" className="size-4" />
              Remove webhook
            </Button>
          </div>
          <h3 className="mt-6 text-sm font-semibold text-slate-900">Recent deliveries</h3>
          {deliveries.isSuccess && <WebhookDeliveries deliveries={deliveries.data} />}
        </>
      )}
      {confirming === 'rotate' && (
        <ConfirmDialog
          title="Create a new secret?"
          message="The current secret stops working at once: requests from now on are signed with the new one."
          confirmLabel="Create new secret"
          cancelLabel="Cancel"
          onConfirm={onConfirm}
          onCancel={() => setConfirming(null)}
        />
      )}
      {confirming === 'remove' && (
        <ConfirmDialog
          title="Remove the webhook?"
          message="Kataar stops sending events to this URL, and the delivery log is deleted."
          confirmLabel="Remove webhook"
          cancelLabel="Cancel"
          onConfirm={onConfirm}
          onCancel={() => setConfirming(null)}
        />
      )}
    </SettingsCard>
  );
}
