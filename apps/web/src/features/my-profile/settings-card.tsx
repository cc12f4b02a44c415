import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';

/**
 * One card of My profile's settings (location, waiting-room screen, staff, webhook): a white
 * card named by its heading, with an icon, an optional line saying what it is for, and its content.
 */
export function SettingsCard({
  title,
  icon: Icon,
  description,
  children,
}: {
  title: string;
  icon: LucideIcon;
  description?: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="mt-6 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200/80 sm:p-8"
    >
      <h2 id={titleId} className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <Icon aria-hidden="true" className="size-5 text-brand-600" />
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      {children}
    </section>
  );
}
