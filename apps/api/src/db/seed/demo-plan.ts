import { CATEGORIES, type Industry } from '@kataar/shared/categories';
import { DEMO_CITIES, type DemoCityKey } from './demo-cities';
import type { PersonName } from './demo-names';

/** One provider to generate: where, what, and whatever must not be left to chance. */
export interface DemoSlot {
  city: DemoCityKey;
  industry: Industry;
  category: string;
  isOpen?: boolean;
  /** Forced base price; null shows 'Not available'. */
  basePricing?: number | null;
  /** Fixed identity of a featured provider (the README names them). */
  featured?: { businessName: string; owner: PersonName; area: string; waiting: number };
}

const CITY_KEYS = Object.keys(DEMO_CITIES) as DemoCityKey[];

/** The three providers the README lists; always first, always the same. */
const FEATURED: DemoSlot[] = [
  {
    city: 'bengaluru',
    industry: 'Healthcare',
    category: 'GeneralPhysician',
    isOpen: true,
    basePricing: 500,
    featured: {
      businessName: 'Sharma Family Clinic',
      owner: { first: 'Rajesh', last: 'Sharma', gender: 'male' },
      area: 'Koramangala',
      waiting: 4,
    },
  },
  {
    city: 'pune',
    industry: 'Personalcare',
    category: 'Salon',
    isOpen: true,
    basePricing: 350,
    featured: {
      businessName: 'Mirror & Mane Unisex Salon',
      owner: { first: 'Sayali', last: 'Deshpande', gender: 'female' },
      area: 'Baner',
      waiting: 3,
    },
  },
  {
    city: 'mumbai',
    industry: 'Healthcare',
    category: 'Dentist',
    isOpen: true,
    basePricing: 600,
    featured: {
      businessName: 'Dr. Meera Iyer — Smile Dental Care',
      owner: { first: 'Meera', last: 'Iyer', gender: 'female' },
      area: 'Bandra West',
      waiting: 2,
    },
  },
];

/** How many general physicians, dentists, salons and spas each city gets (featured ones included). */
const CORE_COUNTS: Record<DemoCityKey, [gp: number, dentist: number, salon: number, spa: number]> = {
  bengaluru: [4, 2, 4, 2],
  pune: [4, 2, 4, 2],
  mumbai: [2, 2, 2, 1],
  delhi: [2, 1, 2, 1],
  hyderabad: [1, 1, 1, 1],
  chennai: [1, 1, 1, 1],
  kolkata: [1, 1, 1, 1],
  jaipur: [1, 1, 1, 1],
  ahmedabad: [1, 1, 1, 1],
  lucknow: [1, 1, 1, 1],
};

const CORE: [Industry, string][] = [
  ['Healthcare', 'GeneralPhysician'],
  ['Healthcare', 'Dentist'],
  ['Personalcare', 'Salon'],
  ['Personalcare', 'Spa'],
];

/** Open, open, closed, open: the listings the e2e test sorts and filters always mix both states. */
const OPEN_PATTERN = [true, true, false, true];

/** Categories whose price depends on the job, shown as 'Not available'. */
const UNPRICED = new Set(['Healthcare:Pathologist', 'Personalcare:TattooArtist']);

/** Categories common enough to appear twice. */
const TWICE = new Set([
  'Healthcare:Dermatologist',
  'Healthcare:Physiotherapist',
  'Healthcare:Gynaecologist',
  'Personalcare:MakeupArtist',
]);

export function demoPlan(): DemoSlot[] {
  const slots: DemoSlot[] = [...FEATURED];
  for (const city of CITY_KEYS) {
    CORE.forEach(([industry, category], kind) => {
      const featuredHere = FEATURED.filter((s) => s.city === city && s.category === category).length;
      const total = CORE_COUNTS[city][kind] ?? 0;
      for (let i = featuredHere; i < total; i += 1) {
        const isOpen = total >= 4 ? OPEN_PATTERN[i % OPEN_PATTERN.length] : undefined;
        slots.push({ city, industry, category, ...(isOpen === undefined ? {} : { isOpen }) });
      }
    });
  }
  const rest = CATEGORIES.filter((c) => !CORE.some(([i, v]) => i === c.industry && v === c.value));
  const extras = [...rest, ...rest.filter((c) => TWICE.has(`${c.industry}:${c.value}`))];
  extras.forEach((c, i) => {
    const city = CITY_KEYS[(i * 3) % CITY_KEYS.length] ?? 'bengaluru';
    const unpriced = UNPRICED.has(`${c.industry}:${c.value}`) && i < rest.length;
    slots.push({ city, industry: c.industry, category: c.value, ...(unpriced ? { basePricing: null } : {}) });
  });
  return slots;
}
