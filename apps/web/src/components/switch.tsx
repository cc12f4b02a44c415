interface SwitchProps {
  label: string;
  on: boolean;
  busy?: boolean;
  onChange: (on: boolean) => void;
  /** Track colour when on. */
  onClassName?: string;
}

/** An on/off switch (role="switch"), large enough for a thumb. */
export function Switch({ label, on, busy = false, onChange, onClassName = 'bg-brand-600' }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      aria-label={label}
      disabled={busy}
      onClick={() => onChange(!on)}
      className={`relative inline-flex h-8 w-14 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-wait ${
        on ? onClassName : 'bg-slate-300'
      }`}
    >
      <span
        aria-hidden="true"
        className={`inline-block size-6 rounded-full bg-white shadow transition-transform ${on ? 'translate-x-7' : 'translate-x-1'}`}
      />
    </button>
  );
}
