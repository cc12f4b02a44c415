import { useId, type ReactNode } from 'react';

interface ChartFigureProps {
  title: string;
  /** What the chart shows, read instead of the drawing (the drawing itself is an image to assistive tech). */
  label: string;
  /** A visible sentence with the chart's main finding. */
  finding: ReactNode;
  children: ReactNode;
  /** Shown under the drawing (a table of the same figures, for instance). */
  footer?: ReactNode;
  className?: string;
}

/** A chart with its heading and a text finding; the data itself is in the daily figures below the charts (a table, or cards on a phone). */
export function ChartFigure({ title, label, finding, children, footer, className = '' }: ChartFigureProps) {
  const titleId = useId();
  return (
    <figure
      aria-labelledby={titleId}
      className={`min-w-0 rounded-3xl bg-white p-4 shadow-sm ring-1 ring-slate-200/80 sm:p-6 ${className}`}
    >
      <h3 id={titleId} className="text-base font-bold text-slate-900">
        {title}
      </h3>
      <figcaption className="mt-1 text-sm text-slate-600">{finding}</figcaption>
      <div role="img" aria-label={label} className="mt-4">
        {children}
      </div>
      {footer}
    </figure>
  );
}
