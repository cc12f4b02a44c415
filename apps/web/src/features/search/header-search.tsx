import { useQueryClient } from '@tanstack/react-query';
import { LoaderCircle, Search } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../lib/api';
import { loadDevanagariFontFor } from '../../lib/devanagari-font';
import { useLocalizeMessage } from '../../lib/localize-message';
import { useSelectedLocation } from '../../lib/selected-location';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { MIN_SEARCH_LENGTH, searchQueryOptions, useSearch } from './api/search';
import { toSections, type SearchOption } from './search-sections';
import { SearchSuggestions } from './search-suggestions';
import { usePlaceholderThatFits } from './use-placeholder-that-fits';

/** The English placeholder (the locale file holds it, and the short form of the same three hints for a narrow box). */
export const SEARCH_PLACEHOLDER = 'Search by "Name", "Dentist near me", "Salons near me"';

/** Header search box: a combobox over GET /search (categories the words name, then providers). */
export function HeaderSearch({ className = '' }: { className?: string }) {
  const { t } = useTranslation('search');
  const tm = useLocalizeMessage();
  const words = { t, tm };
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { city, point, setCity } = useSelectedLocation();
  const listboxId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const placeholder = usePlaceholderThatFits(inputRef, t('placeholder'), t('shortPlaceholder'));
  const [value, setValue] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const term = useDebouncedValue(value.trim(), 250);
  const results = useSearch(term, city, point);
  const typedEnough = value.trim().length >= MIN_SEARCH_LENGTH;

  const choose = (option: SearchOption) => {
    // "Dentists in Mumbai" should open Mumbai even when Pune is stored, so the listing's
    // stored-city redirect must not send the visitor back.
    if (option.resultCity && option.resultCity !== city) setCity(option.resultCity);
    setOpen(false);
    setActive(-1);
    inputRef.current?.blur();
    void navigate(option.to);
  };

  const sections = typedEnough ? toSections(results.data, city, listboxId, words) : [];
  /** "No results in Bengaluru" above other cities' matches, so the visitor knows why they see Pune. */
  const nothingHere =
    results.data?.city && sections.length === 1 && sections[0]?.kind === 'otherCities' ? results.data.city : null;
  const options = sections.flatMap((section) => section.options);
  const showList = open && typedEnough;
  const activeOption = active >= 0 ? options[active] : undefined;

  const submit = async () => {
    if (activeOption) {
      choose(activeOption);
      return;
    }
    const q = value.trim();
    if (q.length < MIN_SEARCH_LENGTH) return;
    try {
      // Enter may come before the debounce fires, so ask for this exact text.
      const data = await queryClient.fetchQuery(searchQueryOptions(q, city, point));
      const first = toSections(data, city, listboxId, words)[0]?.options[0];
      if (first) choose(first);
    } catch {
      setOpen(true);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && options.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (index + 1) % options.length);
    } else if (event.key === 'ArrowUp' && options.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (index <= 0 ? options.length - 1 : index - 1));
    } else if (event.key === 'Escape') {
      if (open) event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <form
      role="search"
      className={`relative ${className}`}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <label className="relative block">
        <span className="sr-only">{t('label')}</span>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-4 size-4 -translate-y-1/2 text-slate-400"
        />
        <input
          ref={inputRef}
          type="search"
          name="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listboxId}
          aria-activedescendant={activeOption?.id}
          autoComplete="off"
          value={value}
          placeholder={placeholder}
          onChange={(event) => {
            loadDevanagariFontFor(event.target.value);
            setValue(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
          className="h-11 w-full rounded-full border border-slate-200 bg-slate-50 pr-4 pl-10 text-[13px] sm:pr-10 sm:text-sm text-slate-800 outline-none transition placeholder:text-slate-400 focus:border-brand-500 focus:bg-white focus:ring-4 focus:ring-brand-100"
        />
        {results.isFetching && typedEnough && (
          <LoaderCircle
            aria-hidden="true"
            className="absolute top-1/2 right-3 size-4 -translate-y-1/2 animate-spin text-brand-500"
          />
        )}
      </label>

      <div
        className={`absolute inset-x-0 top-full z-40 mt-2 overflow-hidden rounded-2xl border border-slate-100 bg-white shadow-xl ${
          showList ? '' : 'hidden'
        }`}
      >
        {nothingHere && <p className="px-5 pt-3 text-sm text-slate-500">{t('noResultsIn', { city: nothingHere })}</p>}
        <SearchSuggestions
          id={listboxId}
          sections={sections}
          active={activeOption}
          onChoose={choose}
          onHover={(option) => setActive(options.indexOf(option))}
        />
        {options.length === 0 && (
          <p role="status" className="px-5 pb-4 text-sm text-slate-500">
            {results.isError
              ? errorMessage(results.error)
              : results.isPending || term !== value.trim()
                ? t('searching')
                : t('noResultsFor', { q: value.trim() })}
          </p>
        )}
      </div>
    </form>
  );
}
