import type { ReactNode } from 'react';

/** A dashboard card named by its heading (`id` ties the two for screen readers). */
export function TitledCard({
  id,
  title,
  highlight = false,
  children,
}: {
  id: string;
  title: string;
  /** A brand-coloured edge, for a card that asks something of the provider. */
  highlight?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={`rounded-3xl bg-white p-5 shadow-sm ring-1 sm:p-6 ${highlight ? 'ring-brand-200' : 'ring-slate-200/80'}`}
    >
      <h2 id={id} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
