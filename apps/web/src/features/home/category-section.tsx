import { categoriesOf, industryBySlug, INDUSTRY_HEADINGS, type IndustrySlug } from '@kataar/shared/categories';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { CategoryIcon } from '../../components/category-icon';
import { useLocalizeMessage } from '../../lib/localize-message';
import { paths } from '../../lib/paths';
import { useSelectedLocation } from '../../lib/selected-location';

const ACCENTS: Record<IndustrySlug, string> = {
  healthcare: 'bg-brand-50 text-brand-700 group-hover:bg-brand-600 group-hover:text-white',
  personalcare: 'bg-rose-50 text-rose-600 group-hover:bg-rose-500 group-hover:text-white',
};

/** A section heading that opens the whole industry, then its home tiles in table order. */
export function CategorySection({ industry }: { industry: IndustrySlug }) {
  const tm = useLocalizeMessage();
  const { city } = useSelectedLocation();
  const tiles = categoriesOf(industryBySlug[industry]).filter((category) => category.tile);
  const headingId = `${industry}-heading`;

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-xl font-extrabold tracking-tight text-slate-900 sm:text-2xl">
        <Link to={paths.industry(industry, city)} className="group inline-flex items-center gap-1 hover:text-brand-700">
          {tm(INDUSTRY_HEADINGS[industry])}
          <ChevronRight aria-hidden="true" className="size-5 transition group-hover:translate-x-0.5" />
        </Link>
      </h2>
      <ul className="mt-4 grid grid-cols-3 gap-3 sm:grid-cols-4 lg:grid-cols-6">
        {tiles.map((category) => (
          <li key={category.value}>
            <Link
              to={paths.listing(industry, city, category.slug)}
              className="group flex h-full flex-col items-center gap-2 rounded-2xl bg-white p-3 text-center shadow-sm ring-1 ring-slate-200/80 transition hover:-translate-y-0.5 hover:shadow-md hover:ring-brand-200 sm:p-4"
            >
              <span className={`flex size-12 items-center justify-center rounded-2xl transition ${ACCENTS[industry]}`}>
                <CategoryIcon name={category.icon} className="size-6" />
              </span>
              <span className="text-xs leading-tight font-semibold text-slate-700 sm:text-sm">
                {tm(category.label)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
