import { OTP_LENGTH } from '@kataar/shared/auth-constants';
import { useEffect, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

export const emptyDigits = (): string[] => Array.from({ length: OTP_LENGTH }, () => '');

interface OtpInputsProps {
  digits: string[];
  onChange: (digits: string[]) => void;
  disabled?: boolean;
  /** Focus the first box on mount (the boxes appear once the code is sent). */
  autoFocus?: boolean;
  invalid?: boolean;
  describedBy?: string;
}

const onlyDigits = (value: string) => value.replace(/\D/g, '');

/**
 * Six one-digit boxes for the 6-digit login code: typing moves to the next box, backspace on an empty box
 * moves back, and a pasted (or autofilled) code spreads over all of them.
 */
export function OtpInputs({ digits, onChange, disabled, autoFocus, invalid, describedBy }: OtpInputsProps) {
  const { t } = useTranslation('auth');
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  const focusBox = (index: number) => refs.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))]?.focus();

  useEffect(() => {
    if (autoFocus) refs.current[0]?.focus();
  }, [autoFocus]);

  /** Writes `chars` from box `start` on and focuses the box after the last one written. */
  const fill = (start: number, chars: string) => {
    const next = [...digits];
    let index = start;
    for (const char of chars) {
      if (index >= OTP_LENGTH) break;
      next[index] = char;
      index += 1;
    }
    onChange(next);
    focusBox(index);
  };

  const handleChange = (index: number, value: string) => {
    const typed = onlyDigits(value);
    if (value === '') {
      onChange(digits.map((digit, i) => (i === index ? '' : digit)));
      return;
    }
    if (!typed) return; // not a digit: the box keeps what it had
    const previous = digits[index] ?? '';
    if (typed === previous && value.length > 1) return; // a letter typed after the digit
    // Typing into a filled box leaves both characters in it; keep the new one.
    const single = typed.length === 2 && previous ? typed.replace(previous, '') || previous : typed;
    if (single.length === 1) fill(index, single);
    else fill(single.length >= OTP_LENGTH ? 0 : index, single); // an autofilled code
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[index]) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = onlyDigits(event.clipboardData.getData('text')).slice(0, OTP_LENGTH);
    event.preventDefault();
    if (pasted) fill(pasted.length === OTP_LENGTH ? 0 : index, pasted);
  };

  return (
    <div role="group" aria-label={t('otp.code')} className="flex justify-between gap-2">
      {digits.map((digit, index) => (
        <input
          // The boxes never reorder; the index is their identity.
          key={index}
          ref={(element) => {
            refs.current[index] = element;
          }}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={t('otp.digit', { index: index + 1, length: OTP_LENGTH })}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={describedBy}
          value={digit}
          disabled={disabled}
          onChange={(event) => handleChange(index, event.target.value)}
          onKeyDown={(event) => handleKeyDown(index, event)}
          onPaste={(event) => handlePaste(index, event)}
          onFocus={(event) => event.target.select()}
          className="size-12 min-w-0 rounded-xl border border-slate-300 bg-white text-center text-xl font-bold text-slate-900 tabular-nums transition outline-none focus:border-brand-500 focus:ring-4 focus:ring-brand-100 disabled:bg-slate-50 aria-invalid:border-rose-400 sm:size-13"
        />
      ))}
    </div>
  );
}
