/**
 * The one category table. The spec names categories three ways (home tiles, path slugs and the
 * application's stored values) that do not agree; this table reconciles them (docs/decisions/002).
 * Stored values are canonical; slugs are what listing URLs and the API's {category} segment use.
 */
export const INDUSTRIES = ['Healthcare', 'Personalcare'] as const;
export type Industry = (typeof INDUSTRIES)[number];

/** Lower-case industry keys used in URLs (/healthcare/services/...) and the `industry` query value. */
export const INDUSTRY_SLUGS = ['healthcare', 'personalcare'] as const;
export type IndustrySlug = (typeof INDUSTRY_SLUGS)[number];

export const industryBySlug: Record<IndustrySlug, Industry> = {
  healthcare: 'Healthcare',
  personalcare: 'Personalcare',
};
export const slugByIndustry: Record<Industry, IndustrySlug> = {
  Healthcare: 'healthcare',
  Personalcare: 'personalcare',
};

/** How people read the stored industry values, for labels like 'Personal care • Salon'. */
export const INDUSTRY_LABELS: Record<Industry, string> = {
  Healthcare: 'Health care',
  Personalcare: 'Personal care',
};

/** Section headings as the spec spells them ('welness' included). */
export const INDUSTRY_HEADINGS: Record<IndustrySlug, string> = {
  healthcare: 'Health care & welness',
  personalcare: 'Personal care & beauty',
};
/** Category strip headings of the listing screen. */
export const INDUSTRY_STRIP_TITLES: Record<IndustrySlug, string> = {
  healthcare: 'Health care and wellness',
  personalcare: 'Personal care and beauty',
};

export interface Category {
  industry: Industry;
  /** Canonical value stored on applications and providers. */
  value: string;
  /** Path segment: the tile text lower-cased with spaces removed. */
  slug: string;
  label: string;
  /** lucide-react icon name, resolved by the web app. */
  icon: string;
  /** Shown as a home-page tile. Every category has a listing page, tile or not. */
  tile: boolean;
}

const c = (industry: Industry, value: string, slug: string, label: string, icon: string, tile = true): Category => ({
  industry,
  value,
  slug,
  label,
  icon,
  tile,
});

export const CATEGORIES: readonly Category[] = [
  c('Healthcare', 'GeneralPhysician', 'generalphysician', 'General Physician', 'Stethoscope'),
  c('Healthcare', 'Gynaecologist', 'gynaecologist', 'Gynaecologist', 'Baby'),
  c('Healthcare', 'Dentist', 'dentist', 'Dentist', 'Smile'),
  c('Healthcare', 'Pathologist', 'pathologist', 'Pathologist', 'Microscope'),
  c('Healthcare', 'Psychiatrist', 'psychiatrist', 'Psychiatrist', 'Brain'),
  c('Healthcare', 'Cardiologist', 'cardiologist', 'Cardiologist', 'HeartPulse'),
  c('Healthcare', 'Orthopaedic', 'orthopaedic', 'Orthopaedic', 'Bone'),
  c('Healthcare', 'Ophthalmologist', 'ophthalmologist', 'Ophthalmologist', 'Eye'),
  c('Healthcare', 'Trichologist', 'trichologist', 'Trichologist', 'UserRound'),
  c('Healthcare', 'Nutritionist', 'nutritionist', 'Nutritionist', 'Apple'),
  c('Healthcare', 'CosmeticSurgeon', 'cosmeticsurgeon', 'Cosmetic Surgeon', 'Syringe'),
  c('Healthcare', 'Physiotherapist', 'physiotherapist', 'Physiotherapist', 'Activity', false),
  c('Healthcare', 'Dermatologist', 'dermatologist', 'Dermatologist', 'ScanFace', false),
  c('Personalcare', 'Salon', 'salon', 'Salon', 'Scissors'),
  c('Personalcare', 'MakeupArtist', 'makeupartist', 'Makeup Artist', 'Brush'),
  c('Personalcare', 'Spa', 'spa', 'Spa', 'Flower2'),
  c('Personalcare', 'TattooArtist', 'tattooartist', 'Tattoo Artist', 'PenTool'),
  c('Personalcare', 'NailArt', 'nailartist', 'Nail Artist', 'Hand'),
  c('Personalcare', 'SkinTherapist', 'skintherapist', 'Skin Therapist', 'Sparkles'),
  c('Personalcare', 'Cosmetologist', 'cosmetologist', 'Cosmetologist', 'Palette'),
  c('Personalcare', 'Trichologist', 'trichologist', 'Trichologist', 'UserRound'),
  c('Personalcare', 'CosmeticChemist', 'cosmeticchemist', 'Cosmetic Chemist', 'FlaskConical'),
  c('Personalcare', 'Beautician', 'beautician', 'Beautician', 'Gem'),
  c('Personalcare', 'LaserTreatment', 'lasertreatment', 'Laser Treatment', 'Zap'),
];

/** Spelling the spec's application form uses for SkinTherapist; accepted on input, never stored. */
export const CATEGORY_ALIASES: ReadonlyMap<string, string> = new Map([['SkitTherapist', 'SkinTherapist']]);

/** Path word that lists a whole industry in a city (/provider/{city}/all/). Never a category slug. */
export const ALL_CATEGORIES_SLUG = 'all';

export const categoriesOf = (industry: Industry): Category[] => CATEGORIES.filter((cat) => cat.industry === industry);

export const findCategoryBySlug = (industry: Industry, slug: string): Category | undefined =>
  CATEGORIES.find((cat) => cat.industry === industry && cat.slug === slug.toLowerCase());

export const findCategoryByValue = (industry: Industry, value: string): Category | undefined => {
  const canonical = CATEGORY_ALIASES.get(value) ?? value;
  return CATEGORIES.find((cat) => cat.industry === industry && cat.value === canonical);
};

/** Label for a stored category value, falling back to the value itself. */
export const categoryLabel = (industry: Industry, value: string): string =>
  findCategoryByValue(industry, value)?.label ?? value;
