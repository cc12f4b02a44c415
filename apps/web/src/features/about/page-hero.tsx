import type { ReactNode } from 'react';

interface PageHeroProps {
  eyebrow: string;
  title: string;
  children?: ReactNode;
}

/** The teal band that opens each about page. */
export function PageHero({ eyebrow, title, children }: PageHeroProps) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-brand-800 via-brand-700 to-brand-600 text-white">
      <div aria-hidden="true" className="absolute -top-24 -right-24 size-72 rounded-full bg-white/10" />
      <div aria-hidden="true" className="absolute -bottom-32 left-1/3 size-80 rounded-full bg-brand-400/20" />
      <div className="relative mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20">
        <p className="text-sm font-semibold tracking-widest text-brand-200 uppercase">{eyebrow}</p>
        <h1 className="mt-3 max-w-2xl text-3xl font-extrabold tracking-tight sm:text-5xl">{title}</h1>
        {children}
      </div>
    </section>
  );
}
