import { zodResolver } from '@hookform/resolvers/zod';
import { WEBHOOK_MESSAGES, webhookBodySchema, type WebhookBody } from '@kataar/shared/webhook';
import { RefreshCw, Trash2, Webhook } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../lib/toast';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { TextField } from '../../components/form-field';
import { ApiError, errorMessage } from '../../lib/api';
import { useLocalizeMessage } from '../../lib/localize-message';
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
  const { t } = useTranslation('my-profile');
  const tm = useLocalizeMessage();
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
        toast.success(tm(WEBHOOK_MESSAGES.saved));
        if (saved.secret) setSecret(saved.secret);
      },
      (error: unknown) => {
        const field = error instanceof ApiError ? error.fieldError('url') : undefined;
        setError('url', { type: 'server', message: field ?? errorMessage(error) });
      },
    ),
  );

  // Registered outside the markup: the field name is code, not words shown to people.
  const urlField = register('url');

  const onConfirm = () => {
    const action = confirming;
    setConfirming(null);
    if (action === 'rotate') {
      rotate.mutate(undefined, {
        onSuccess: (saved) => {
          toast.success(tm(WEBHOOK_MESSAGES.rotated));
          setSecret(saved.secret);
        },
        onError: (error) => toast.error(errorMessage(error)),
      });
    } else if (action === 'remove') {
      remove.mutate(undefined, {
        onSuccess: () => {
          toast.success(tm(WEBHOOK_MESSAGES.removed));
          setSecret(null);
        },
        onError: (error) => toast.error(errorMessage(error)),
      });
    }
  };

  return (
    <SettingsCard title={t('webhook.title')} icon={Webhook} description={t('webhook.description')}>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-4 flex flex-col gap-3 sm:flex-row">
        <TextField
          label={t('webhook.url')}
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder={t('webhook.urlPlaceholder')}
          className="flex-1"
          error={formState.errors.url && tm(formState.errors.url.message ?? '')}
          {...urlField}
        />
        <Button type="submit" disabled={save.isPending} className="sm:mt-7">
          {save.isPending ? t('webhook.saving') : t('webhook.save')}
        </Button>
      </form>
      {secret && <WebhookSecret secret={secret} onDone={() => setSecret(null)} />}
      {url && (
        <>
          <div className="mt-4 flex flex-wrap gap-2">
            <Button variant="secondary" size="sm" disabled={rotate.isPending} onClick={() => setConfirming('rotate')}>
              <RefreshCw aria-hidden="true" className="size-4" />
              {t('webhook.newSecret')}
            </Button>
            <Button variant="secondary" size="sm" disabled={remove.isPending} onClick={() => setConfirming('remove')}>
              <Trash2 aria-hidden="true" className="size-4" />
              {t('webhook.remove')}
            </Button>
          </div>
          <h3 className="mt-6 text-sm font-semibold text-slate-900">{t('webhook.recent')}</h3>
          {deliveries.isSuccess && <WebhookDeliveries deliveries={deliveries.data} />}
        </>
      )}
      {confirming === 'rotate' && (
        <ConfirmDialog
          title={t('webhook.rotateTitle')}
          message={t('webhook.rotateMessage')}
          confirmLabel={t('webhook.rotateConfirm')}
          cancelLabel={t('cancel')}
          onConfirm={onConfirm}
          onCancel={() => setConfirming(null)}
        />
      )}
      {confirming === 'remove' && (
        <ConfirmDialog
          title={t('webhook.removeTitle')}
          message={t('webhook.removeMessage')}
          confirmLabel={t('webhook.remove')}
          cancelLabel={t('cancel')}
          onConfirm={onConfirm}
          onCancel={() => setConfirming(null)}
        />
      )}
    </SettingsCard>
  );
}
