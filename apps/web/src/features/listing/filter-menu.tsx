import { NEAR_RADII_KM } from '@kataar/shared/geo';
import { SlidersHorizontal } from 'lucide-react';
import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DropdownSheet } from '../../components/dropdown-sheet';
import { useDismiss } from '../../lib/use-dismiss';

/** Rupee ceilings offered for 'Max price'; the API accepts any whole number. */
export const MAX_PRICE_OPTIONS = [200, 500, 1000, 2000, 5000] as const;

interface FilterMenuProps {
  openNow: boolean;
  maxPrice: number | undefined;
  activeCount: number;
  onOpenNowChange: (on: boolean) => void;
  onMaxPriceChange: (max: number | undefined) => void;
  /** The distance filter shows only when the visitor shared a point (undefined otherwise). */
  near?: { withinKm: number | undefined; onChange: (km: number | undefined) => void } | undefined;
  onClear: () => void;
}

export function FilterMenu({
  openNow,
  maxPrice,
  activeCount,
  onOpenNowChange,
  onMaxPriceChange,
  near,
  onClear,
}: FilterMenuProps) {
  const { t } = useTranslation('listing');
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(rootRef, open, close);

  return (
    <div ref={rootRef} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className={`inline-flex h-11 items-center gap-2 rounded-full border px-4 text-sm font-semibold transition ${
          activeCount > 0
            ? 'border-brand-600 bg-brand-50 text-brand-700'
            : 'border-slate-200 bg-white text-slate-700 hover:border-brand-300'
        }`}
      >
        <SlidersHorizontal aria-hidden="true" className="size-4" />
        {t('filters.button')}
        {activeCount > 0 && (
          <span className="flex size-5 items-center justify-center rounded-full bg-brand-600 text-[11px] text-white">
            {activeCount}
            <span className="sr-only">{t('filters.active')}</span>
          </span>
        )}
      </button>
      <DropdownSheet
        open={open}
        onClose={close}
        id={panelId}
        role="group"
        aria-label={t('filters.label')}
        className="p-4 sm:w-72"
      >
        <p aria-hidden="true" className="mb-3 text-sm font-bold text-slate-900 sm:hidden">
          {t('filters.button')}
        </p>
        <label className="flex cursor-pointer items-center justify-between gap-3">
          <span>
            <span className="block text-sm font-semibold text-slate-800">{t('filters.openNow')}</span>
            <span className="block text-xs text-slate-500">{t('filters.openNowHint')}</span>
          </span>
          <input
            type="checkbox"
            role="switch"
            checked={openNow}
            onChange={(event) => onOpenNowChange(event.target.checked)}
            className="peer sr-only"
          />
          <span
            aria-hidden="true"
            className="relative h-6 w-11 shrink-0 rounded-full bg-slate-300 transition peer-checked:bg-brand-600 peer-focus-visible:ring-4 peer-focus-visible:ring-brand-100 after:absolute after:top-0.5 after:left-0.5 after:size-5 after:rounded-full after:bg-white after:shadow after:transition peer-checked:after:translate-x-5"
          />
        </label>

        <label className="mt-4 block">
          <span className="block text-sm font-semibold text-slate-800">{t('filters.maxPrice')}</span>
          <select
            value={maxPrice ?? ''}
            onChange={(event) => onMaxPriceChange(event.target.value ? Number(event.target.value) : undefined)}
            className="mt-1.5 h-10 w-full rounded-xl border border-slate-200 bg-white px-3 text-sm outline-none focus:border-brand-500 focus:ring-4 focus:ring-brand-100"
          >
            <option value="">{t('filters.anyPrice')}</option>
            {/* Keep a shared link's custom ceiling selectable even when it is not a preset. */}
            {maxPrice !== undefined && !(MAX_PRICE_OPTIONS as readonly number[]).includes(maxPrice) && (
              <option value={maxPrice}>{t('filters.upTo', { price: maxPrice })}</option>
            )}
            {MAX_PRICE_OPTIONS.map((price) => (
              <option key={price} value={price}>
                {t('filters.upTo', { price })}
              </option>
            ))}
          </select>
        </label>

        {near && (
          <label className="mt-4 block">
            <span className="block text-sm font-semibold text-slate-800">{t('filters.distance')}</span>
            <select
              value={near.withinKm ?? ''}
              onChange={(event) => near.onChange(event.target.value ? Number(event.target.value) : undefined)}
              className="mt-1.5 h-10 w-full rounded-xl border border-slate-200 bg-white px-3 text-sm outline-none focus:border-brand-500 focus:ring-4 focus:ring-brand-100"
            >
              <option value="">{t('filters.anyDistance')}</option>
              {NEAR_RADII_KM.map((km) => (
                <option key={km} value={km}>
                  {t('filters.within', { km })}
                </option>
              ))}
            </select>
          </label>
        )}

        <div className="mt-4 flex justify-between gap-2 border-t border-slate-100 pt-3">
          <button
            type="button"
            onClick={onClear}
            disabled={activeCount === 0}
            className="text-sm font-semibold text-slate-600 hover:text-slate-900 disabled:opacity-40"
          >
            {t('filters.clear')}
          </button>
          <button
            type="button"
            onClick={close}
            className="rounded-full bg-brand-600 px-4 py-1.5 text-sm font-semibold text-white hover:bg-brand-700"
          >
            {t('filters.done')}
          </button>
        </div>
      </DropdownSheet>
    </div>
  );
}
