import { VISIT_NOTE_MAX, type PublicDesk, type PublicService } from '@kataar/shared/desk-line';
import { useId } from 'react';
import type { FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextAreaField } from './form-field';

/** A form that holds the choice: a join, or a walk-in added at the desk. */
type ChoiceForm = FieldValues & { desk_id?: unknown; service_id?: unknown; note?: unknown };

interface DeskChoiceProps<T extends ChoiceForm> {
  register: UseFormRegister<T>;
  /** The form's message for the reason for the visit, if it refused it. */
  noteError?: string | undefined;
  desks: readonly PublicDesk[];
  services: readonly PublicService[];
  disabled?: boolean;
  /**
   * Whether a desk can be chosen now: by default when it is open and its line running. The desk
   * itself may add a walk-in to a paused line, so its form lets any open desk be chosen.
   */
  choosable?: (desk: PublicDesk) => boolean;
  /** The desk chosen to begin with (the walk-in form: the desk being shown); else "First available". */
  initialDeskId?: number | undefined;
}

const takingJoins = (desk: PublicDesk) => desk.is_open && desk.queue_running;

const OPTION =
  'flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-slate-300 px-3.5 py-2.5 text-sm text-slate-800 transition has-checked:border-brand-500 has-checked:bg-brand-50 has-focus-visible:ring-4 has-focus-visible:ring-brand-100 has-disabled:cursor-not-allowed has-disabled:opacity-60';

/**
 * "Who would you like to see?" for a provider with several desks (doctors, chairs, counters):
 * "First available" (the default) or a named desk with its line and wait; "What for?" when the
 * provider lists services; and a reason for the visit that only the staff read. Nothing at all for a
 * provider with one desk and no services, whose form stays the four fields it always had.
 */
export function DeskChoice<T extends ChoiceForm>({
  register,
  noteError,
  desks,
  services,
  disabled = false,
  choosable = takingJoins,
  initialDeskId,
}: DeskChoiceProps<T>) {
  const { t } = useTranslation('common');
  const serviceId = useId();
  if (desks.length <= 1 && services.length === 0) return null;
  // TypeScript cannot see these names in a generic form's paths; ChoiceForm promises them.
  const deskField = register('desk_id' as Path<T>);
  const serviceField = register('service_id' as Path<T>);
  // The form reads its first value from the checked radio, so the default is set here, not in it.
  const initial = desks.find((desk) => desk.id === initialDeskId && choosable(desk))?.id;
  return (
    <>
      {desks.length > 1 && (
        <fieldset className="mt-4" disabled={disabled}>
          <legend className="text-sm font-semibold text-slate-800">{t('deskChoice.who')}</legend>
          <div className="mt-2 space-y-2">
            <label className={OPTION}>
              <input
                type="radio"
                value=""
                defaultChecked={initial === undefined}
                className="mt-0.5 size-4 accent-brand-600"
                {...deskField}
              />
              <span>
                <span className="block font-semibold">{t('deskChoice.firstAvailable')}</span>{' '}
                <span className="block text-slate-600">{t('deskChoice.firstAvailableHint')}</span>
              </span>
            </label>
            {desks.map((desk) => {
              const taking = choosable(desk);
              return (
                <label key={desk.id} className={OPTION}>
                  <input
                    type="radio"
                    value={desk.id}
                    defaultChecked={desk.id === initial}
                    disabled={!taking}
                    className="mt-0.5 size-4 accent-brand-600"
                    {...deskField}
                  />
                  <span className="min-w-0">
                    <span className="block font-semibold break-words">{desk.name}</span>{' '}
                    <span className="block text-slate-600">
                      {taking
                        ? t('deskChoice.line', { count: desk.waiting, wait: desk.eta_minutes })
                        : t('deskChoice.notNow')}
                    </span>
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
      )}
      {services.length > 0 && (
        <div className="mt-4">
          <label htmlFor={serviceId} className="text-sm font-semibold text-slate-800">
            {t('deskChoice.what')}
          </label>
          <select
            id={serviceId}
            disabled={disabled}
            className="mt-2 h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:border-brand-500 focus:ring-4 focus:ring-brand-100 focus:outline-none"
            {...serviceField}
          >
            <option value="">{t('deskChoice.noService')}</option>
            {services.map((service) => (
              <option key={service.id} value={service.id}>
                {service.price === null
                  ? t('deskChoice.service', { name: service.name, minutes: service.duration_minutes })
                  : t('deskChoice.servicePrice', {
                      name: service.name,
                      minutes: service.duration_minutes,
                      price: service.price,
                    })}
              </option>
            ))}
          </select>
        </div>
      )}
      <TextAreaField
        className="mt-4"
        label={t('deskChoice.note')}
        hint={t('deskChoice.noteHint')}
        rows={2}
        maxLength={VISIT_NOTE_MAX}
        disabled={disabled}
        error={noteError}
        {...register('note' as Path<T>)}
      />
    </>
  );
}
