import { zodResolver } from '@hookform/resolvers/zod';
import type { ProviderDesks } from '@kataar/shared/desk-line';
import {
  QUEUE_MESSAGES,
  addCustomerBodySchema,
  type AddCustomerInput,
  type CustomerDetails,
} from '@kataar/shared/queue';
import { X } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import { Button } from '../../components/button';
import { CustomerFields } from '../../components/customer-fields';
import { DeskChoice } from '../../components/desk-choice';
import { Modal } from '../../components/modal';
import { useLocalizeMessage } from '../../lib/localize-message';
import { addFailureMessage, useAddCustomer } from './api/add-customer';

interface AddCustomerModalProps {
  onClose: () => void;
  /** The provider's desks and services: with several desks or any service, the form asks which. */
  lines?: ProviderDesks | undefined;
  /** The desk the dashboard shows, chosen to begin with. */
  deskId?: number | undefined;
}

/**
 * Spec: '+ ADD' opens a Customer Details form for a walk-in; 'Add Patient' / 'Adding...'. With
 * several desks or with services it also asks who they will see (the desk shown, to begin with)
 * and what for.
 */
export function AddCustomerModal({ onClose, lines, deskId }: AddCustomerModalProps) {
  const titleId = useId();
  const { t } = useTranslation('dashboard');
  const tm = useLocalizeMessage();
  const add = useAddCustomer();
  const choosing = !!lines && (lines.desks.length > 1 || lines.services.length > 0);
  const { register, handleSubmit, formState } = useForm<AddCustomerInput, unknown, CustomerDetails>({
    resolver: zodResolver(addCustomerBodySchema),
    defaultValues: { consumer_name: '', consumer_age: '', consumer_contact: '' },
  });

  const onSubmit = handleSubmit((details) =>
    add.mutateAsync(details).then(
      () => {
        toast.success(tm(QUEUE_MESSAGES.added));
        onClose();
      },
      (error: unknown) => {
        toast.error(tm(addFailureMessage(error)));
      },
    ),
  );

  return (
    <Modal
      open
      onDismiss={onClose}
      labelledBy={titleId}
      className="max-h-[92dvh] overflow-y-auto px-6 pt-5 pb-7 sm:px-8 sm:pb-8"
    >
      <div className="flex items-center gap-2">
        <h2 id={titleId} className="flex-1 text-xl font-extrabold tracking-tight text-slate-900">
          {t('customerDetails')}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label={t('close')}
          className="-mr-2 rounded-full p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      <form noValidate className="mt-5" onSubmit={(event) => void onSubmit(event)}>
        <CustomerFields register={register} errors={formState.errors} disabled={add.isPending} />
        {choosing && (
          <DeskChoice
            register={register}
            noteError={formState.errors.note?.message}
            desks={lines.desks}
            services={lines.services}
            disabled={add.isPending}
            choosable={(desk) => desk.is_open}
            initialDeskId={deskId}
          />
        )}
        <Button type="submit" size="lg" className="mt-6 w-full" disabled={add.isPending}>
          {tm(add.isPending ? QUEUE_MESSAGES.addingButton : QUEUE_MESSAGES.addPatientButton)}
        </Button>
      </form>
    </Modal>
  );
}
