import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { useLocalizeMessage } from '../lib/localize-message';

/** The look of every text input, select and text area of the forms. */
const FIELD =
  'w-full rounded-xl border border-slate-300 px-3.5 text-base transition outline-none ' +
  'placeholder:text-slate-400 focus:border-brand-500 focus:ring-4 focus:ring-brand-100 ' +
  'disabled:bg-slate-100 disabled:text-slate-500 aria-invalid:border-rose-400 aria-invalid:focus:ring-rose-100 sm:text-sm';
/** Editable fields are white; read-only ones look settled (`:read-only` would match selects too, so a class). */
export const EDITABLE = 'bg-white text-slate-900';
const READ_ONLY = 'bg-slate-100 text-slate-600 focus:border-slate-300 focus:ring-0';
export const CONTROL = `h-11 ${FIELD}`;
export const TEXT_AREA = `${FIELD} ${EDITABLE} py-2.5`;

interface ShellProps {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  /** Marks the label with an asterisk (hidden from screen readers, which hear `required`). */
  required?: boolean;
  className?: string;
}

interface Ids {
  id: string;
  describedBy: string | undefined;
  invalid: true | undefined;
}

/** Label above, hint and error below, wired together with ids so screen readers read them with the field. */
function FieldShell({
  label,
  error,
  hint,
  required,
  className = '',
  id: givenId,
  children,
}: ShellProps & { id?: string | undefined; children: (ids: Ids) => ReactNode }) {
  const ownId = useId();
  const id = givenId ?? ownId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  // Errors come in English from the shared rules (through react-hook-form) and are shown in the page's language.
  const tm = useLocalizeMessage();
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-rose-600">
            *
          </span>
        )}
      </label>
      <div className="mt-1.5">{children({ id, describedBy, invalid: error ? true : undefined })}</div>
      {hint && (
        <p id={hintId} className="mt-1.5 text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-rose-600">
          {tm(error)}
        </p>
      )}
    </div>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> &
  ShellProps & {
    ref?: Ref<HTMLInputElement>;
    /** Text shown inside the field before the value ('+91', '₹'). */
    prefix?: string;
    inputClassName?: string;
  };

export function TextField({
  label,
  error,
  hint,
  required,
  className,
  prefix,
  inputClassName = '',
  ...input
}: InputProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} required={required} className={className} id={input.id}>
      {({ id, describedBy, invalid }) => (
        <div className="relative">
          {prefix && (
            // The prefix takes the input's font size (16px on phones, so iOS does not zoom; 14px from
            // sm), so both centre on one baseline; the input's left padding grows with it.
            <span
              aria-hidden="true"
              className="pointer-events-none absolute inset-y-0 left-0 flex items-center pl-3.5 text-base font-medium text-slate-500 sm:text-sm"
            >
              {prefix}
            </span>
          )}
          <input
            {...input}
            id={id}
            required={required}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            className={`${CONTROL} ${input.readOnly ? READ_ONLY : EDITABLE} ${prefix ? (prefix.length > 1 ? 'pl-13 sm:pl-12' : 'pl-8') : ''} ${inputClassName}`}
          />
        </div>
      )}
    </FieldShell>
  );
}

type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'> & ShellProps;

export function TextAreaField({ label, error, hint, required, className, ...textArea }: TextAreaProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} required={required} className={className} id={textArea.id}>
      {({ id, describedBy, invalid }) => (
        <textarea
          {...textArea}
          id={id}
          required={required}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          className={TEXT_AREA}
        />
      )}
    </FieldShell>
  );
}

export interface Option {
  value: string;
  label: string;
}

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'> &
  ShellProps & {
    ref?: Ref<HTMLSelectElement>;
    options: readonly Option[];
    /** The empty first choice ('Select your role'). */
    placeholder: string;
  };

export function SelectField({ label, error, hint, required, className, options, placeholder, ...select }: SelectProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} required={required} className={className} id={select.id}>
      {({ id, describedBy, invalid }) => (
        <select
          {...select}
          id={id}
          required={required}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          className={`${CONTROL} ${EDITABLE} appearance-none bg-[url("data:image/svg+xml,%3Csvg%20xmlns='http://www.w3.org/2000/svg'%20viewBox='0%200%2024%2024'%20fill='none'%20stroke='%2364748b'%20stroke-width='2'%3E%3Cpath%20d='m6%209%206%206%206-6'/%3E%3C/svg%3E")] bg-[length:1.1rem] bg-[right_0.75rem_center] bg-no-repeat pr-10`}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}
