import { categoryLabel, INDUSTRY_STRIP_TITLES, type IndustrySlug } from '@kataar/shared/categories';
import type { SearchResult } from '@kataar/shared/provider';
import { useQueryClient } from '@tanstack/react-query';
import { LayoutGrid, LoaderCircle, Search } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { ProviderPhoto } from '../../components/provider-photo';
import { errorMessage } from '../../lib/api';
import { paths } from '../../lib/paths';
import { useSelectedLocation } from '../../lib/selected-location';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { MIN_SEARCH_LENGTH, searchQueryOptions, useSearch } from './api/search';

export const SEARCH_PLACEHOLDER = 'Search by "Name", "Dentist near me", "Salons near me"';

interface Option {
  id: string;
  kind: 'category' | 'provider';
  title: string;
  subtitle: string;
  to: string;
  /** The city the API narrowed a category hit to; becomes the selected city when chosen. */
  resultCity: string | null;
  photo?: string | null;
  industry?: IndustrySlug;
}

/** Header search box: a combobox over GET /search (categories the words name, then providers). */
export function HeaderSearch({ className = '' }: { className?: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { city, setCity } = useSelectedLocation();
  const listboxId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const term = useDebouncedValue(value.trim(), 250);
  const results = useSearch(term, city);
  const typedEnough = value.trim().length >= MIN_SEARCH_LENGTH;

  const choose = (option: Option) => {
    // "Dentists in Mumbai" should open Mumbai even when Pune is stored, so the listing's
    // stored-city redirect must not send the visitor back.
    if (option.resultCity && option.resultCity !== city) setCity(option.resultCity);
    setOpen(false);
    setActive(-1);
    inputRef.current?.blur();
    void navigate(option.to);
  };

  const toOptions = (data: SearchResult | undefined): Option[] => {
    if (!data) return [];
    const targetCity = data.city ?? city;
    return [
      ...data.categories.map((hit) => ({
        id: `${listboxId}-c-${hit.industry}-${hit.slug}`,
        kind: 'category' as const,
        title: hit.label,
        subtitle: `${INDUSTRY_STRIP_TITLES[hit.industry]}${targetCity ? ` · ${targetCity}` : ''}`,
        industry: hit.industry,
        to: paths.listing(hit.industry, targetCity, hit.slug),
        resultCity: data.city,
      })),
      ...data.providers.map((provider) => ({
        id: `${listboxId}-p-${provider.username}`,
        kind: 'provider' as const,
        title: provider.business_name,
        subtitle: `${categoryLabel(provider.industry, provider.category)} · ${provider.area ? `${provider.area}, ` : ''}${provider.city}`,
        photo: provider.profile_photo,
        to: paths.profile(provider.username),
        resultCity: null,
      })),
    ];
  };

  const options = typedEnough ? toOptions(results.data) : [];
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
      const data = await queryClient.fetchQuery(searchQueryOptions(q, city));
      const first = toOptions(data)[0];
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

  const firstProvider = options.findIndex((option) => option.kind === 'provider');

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
        <span className="sr-only">Search doctors, salons and categories</span>
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
          placeholder={SEARCH_PLACEHOLDER}
          onChange={(event) => {
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
        <ul id={listboxId} role="listbox" aria-label="Search suggestions" className="max-h-96 overflow-y-auto py-2">
          {options.map((option, index) => (
            <li
              key={option.id}
              id={option.id}
              role="option"
              aria-selected={index === active}
              // mousedown, not click: the input's blur would close the list before a click lands.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(option);
              }}
              onMouseEnter={() => setActive(index)}
              className={`cursor-pointer px-2 ${index === firstProvider && index > 0 ? 'mt-1 border-t border-slate-100 pt-1' : ''}`}
            >
              <div className={`flex items-center gap-3 rounded-xl px-3 py-2 ${index === active ? 'bg-brand-50' : ''}`}>
                {option.kind === 'category' ? (
                  <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700">
                    <LayoutGrid aria-hidden="true" className="size-4" />
                  </span>
                ) : (
                  <ProviderPhoto
                    src={option.photo}
                    name={option.title}
                    alt=""
                    className="size-9 shrink-0 rounded-full text-xs"
                  />
                )}
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-semibold text-slate-800">{option.title}</span>
                  <span className="block truncate text-xs text-slate-500">{option.subtitle}</span>
                </span>
              </div>
            </li>
          ))}
        </ul>
        {options.length === 0 && (
          <p role="status" className="px-5 pb-4 text-sm text-slate-500">
            {results.isError
              ? errorMessage(results.error)
              : results.isPending || term !== value.trim()
                ? 'Searching...'
                : `No results for “${value.trim()}”`}
          </p>
        )}
      </div>
    </form>
  );
}
