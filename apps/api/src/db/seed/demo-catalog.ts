import type { Industry } from '@kataar/shared/categories';
import type { Gender, PersonName } from './demo-names';
import { HEALTHCARE_CATALOG } from './demo-healthcare-catalog';
import { PERSONALCARE_CATALOG } from './demo-personalcare-catalog';

export interface NameContext {
  owner: PersonName;
  area: string;
  city: string;
}

/** A business name: fixed, or built from the owner and the place. */
export type NamePattern = string | ((context: NameContext) => string);

/** What a category's demo businesses are called, what they offer and what they charge. */
export interface CategoryCatalog {
  names: readonly NamePattern[];
  specialities: readonly string[];
  /** Base price range in rupees. */
  price: readonly [number, number];
  /** Health-care owners are doctors: their account name carries 'Dr.' and the speciality their years. */
  doctor: boolean;
  /** Owners' gender when the trade leans one way. */
  ownerGender?: Gender;
}

export function catalogFor(industry: Industry, value: string): CategoryCatalog {
  const catalog = industry === 'Healthcare' ? HEALTHCARE_CATALOG[value] : PERSONALCARE_CATALOG[value];
  if (!catalog) throw new Error(`No demo catalog for ${industry} ${value}`);
  return catalog;
}
