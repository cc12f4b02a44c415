import { NEAR_POSITION_MAX, NEAR_POSITION_MIN } from '@kataar/shared/notifications';

/** N from 1 to 10: "near" fires when the position reaches it. */
export function NearSelect({
  id,
  value,
  disabled,
  onChange,
  className = '',
}: {
  id: string;
  value: number;
  disabled?: boolean;
  onChange: (n: number) => void;
  className?: string;
}) {
  const options = Array.from({ length: NEAR_POSITION_MAX - NEAR_POSITION_MIN + 1 }, (_, i) => NEAR_POSITION_MIN + i);
  return (
    <select
      id={id}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(Number(event.target.value))}
      className={`h-10 rounded-xl border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-900 ${className}`}
    >
      {options.map((n) => (
        <option key={n} value={n}>
          {n}
        </option>
      ))}
    </select>
  );
}
