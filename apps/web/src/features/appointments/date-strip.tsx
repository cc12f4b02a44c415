import { useEffect, useRef } from 'react';
import { dayParts } from './format';

interface DateStripProps {
  /** YYYY-MM-DD days, today first. */
  dates: string[];
  selected: string;
  onSelect: (date: string) => void;
  label: string;
}

/** A week of days in view at a time, scrolling sideways up to the booking horizon. */
export function DateStrip({ dates, selected, onSelect, label }: DateStripProps) {
  const strip = useRef<HTMLDivElement>(null);
  // The chosen day stays in view when the strip opens on a later day (a reschedule).
  useEffect(() => {
    strip.current
      ?.querySelector<HTMLElement>('[aria-pressed="true"]')
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [selected]);
  return (
    <div
      ref={strip}
      role="group"
      aria-label={label}
      className="-mx-1 grid snap-x snap-mandatory auto-cols-[calc((100%-3rem)/7)] grid-flow-col gap-2 overflow-x-auto px-1 pb-2"
    >
      {dates.map((date) => {
        const { weekday, day, month } = dayParts(date);
        const active = date === selected;
        return (
          <button
            key={date}
            type="button"
            aria-pressed={active}
            aria-label={`${weekday} ${day} ${month}`}
            onClick={() => onSelect(date)}
            className={`flex snap-start flex-col items-center rounded-2xl border py-2 text-xs font-medium transition ${
              active
                ? 'border-brand-600 bg-brand-600 text-white shadow-sm'
                : 'border-slate-200 bg-white text-slate-600 hover:border-brand-300 hover:bg-brand-50'
            }`}
          >
            <span>{weekday}</span>
            <span className={`text-lg font-bold ${active ? 'text-white' : 'text-slate-900'}`}>{day}</span>
            <span>{month}</span>
          </button>
        );
      })}
    </div>
  );
}
