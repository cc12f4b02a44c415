import type { JoinQueueInput } from '@kataar/shared/queue';
import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

interface WhatsappConsentProps {
  register: UseFormRegister<JoinQueueInput>;
  /** The number as typed so far: the label names it, so the person sees where the messages go. */
  phone: string | undefined;
  disabled?: boolean;
}

/** The unticked WhatsApp opt-in under the customer fields, offered only when the server can send WhatsApp. */
export function WhatsappConsent({ register, phone, disabled = false }: WhatsappConsentProps) {
  const { t } = useTranslation('common');
  return (
    <label className="mt-4 flex items-start gap-3 text-sm text-slate-700">
      <input
        type="checkbox"
        {...register('whatsapp_updates')}
        disabled={disabled}
        className="mt-0.5 size-5 shrink-0 accent-brand-600"
      />
      {t('whatsappConsent', { phone: phone?.trim() || '…' })}
    </label>
  );
}
