import { BRAND } from '../../lib/use-document-title';

/**
 * The Kataar mark: three people in line, the product in one glance. `compact` keeps only the mark
 * on phones, where the name beside it would push the header's controls onto a second row.
 */
export function Logo({ className = '', compact = false }: { className?: string; compact?: boolean }) {
  return (
    <span className={`inline-flex items-center gap-2 ${className}`}>
      <svg viewBox="0 0 40 40" aria-hidden="true" className="size-9 shrink-0">
        <rect width="40" height="40" rx="12" fill="#0f766e" />
        <circle cx="12" cy="15" r="3.2" fill="#99f6e4" />
        <circle cx="20" cy="15" r="3.2" fill="#5eead4" />
        <circle cx="28" cy="15" r="3.2" fill="#ffffff" />
        <path d="M7.5 27c0-3 2-5 4.5-5s4.5 2 4.5 5" fill="#99f6e4" />
        <path d="M15.5 27c0-3 2-5 4.5-5s4.5 2 4.5 5" fill="#5eead4" />
        <path d="M23.5 27c0-3 2-5 4.5-5s4.5 2 4.5 5" fill="#ffffff" />
        <rect x="7" y="29.5" width="26" height="2.5" rx="1.25" fill="#fbbf24" />
      </svg>
      <span className={`text-xl font-extrabold tracking-tight text-slate-900 ${compact ? 'max-sm:hidden' : ''}`}>
        {BRAND}
        <span className="text-brand-600">.</span>
      </span>
    </span>
  );
}
