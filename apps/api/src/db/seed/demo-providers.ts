import type { Industry } from '@kataar/shared/categories';
import { demoAddress } from './demo-address';
import { catalogFor, type CategoryCatalog, type NameContext } from './demo-catalog';
import { DEMO_CITIES, type DemoLocality } from './demo-cities';
import { fullName, personFrom } from './demo-names';
import { indianMobile } from './demo-phone';
import { demoPlan, type DemoSlot } from './demo-plan';
import { uniqueUsername } from './demo-username';
import { randomQueueSize, waitingPeople, type DemoWaitingPerson } from './demo-waiting';
import { createPrng, type Prng } from './prng';

export type { DemoWaitingPerson } from './demo-waiting';

/** One demo provider with its owner account and the people already in its queue. */
export interface DemoProvider {
  username: string;
  businessName: string;
  industry: Industry;
  /** Stored category value from the shared category table. */
  category: string;
  speciality: string;
  area: string;
  city: string;
  state: string;
  pincode: string;
  addressLine1: string;
  addressLine2: string | null;
  /** Rupees; null when the provider shows no base price ('Not available'). */
  basePricing: number | null;
  isOpen: boolean;
  queueRunning: boolean;
  businessContact: string;
  businessEmail: string;
  /** The owner's account: `{username}@kataar.test`. */
  owner: { name: string; email: string };
  /** How many display photos (1-3) the provider shows besides the profile photo. */
  displayPhotoCount: number;
  /** In queue order, longest wait first. Empty for closed providers. */
  waiting: DemoWaitingPerson[];
}

/** Usernames the README offers for logging in as a provider; always seeded, always first. */
export const FEATURED_DEMO_USERNAMES = [
  'sharma-family-clinic',
  'mirror-and-mane-unisex-salon',
  'dr-meera-iyer-smile-dental-care',
] as const;

const SEED = 0x6b617461; // 'kata'

/** The demo providers, identical on every run and every machine. */
export function buildDemoProviders(): DemoProvider[] {
  const prng = createPrng(SEED);
  const state: BuildState = {
    usedNames: new Set(),
    usernames: new Set(),
    decks: new Map(),
    prices: new Map(),
    consumers: 0,
  };
  return demoPlan().map((slot) => buildProvider(prng, slot, state));
}

interface BuildState {
  usedNames: Set<string>;
  usernames: Set<string>;
  /** Per category, its business names in a shuffled order, drawn without repeats. */
  decks: Map<string, CategoryCatalog['names'][number][]>;
  /** Per city and category, prices already given, so listings sort into a clear order. */
  prices: Map<string, Set<number>>;
  consumers: number;
}

function buildProvider(prng: Prng, slot: DemoSlot, state: BuildState): DemoProvider {
  const city = DEMO_CITIES[slot.city];
  const catalog = catalogFor(slot.industry, slot.category);
  const locality: DemoLocality =
    city.localities.find((l) => l.area === slot.featured?.area) ?? prng.pick(city.localities);
  const owner = slot.featured?.owner ?? personFrom(prng, slot.city, catalog.ownerGender);
  const context: NameContext = { owner, area: locality.area, city: city.name };
  const businessName =
    slot.featured?.businessName ?? drawName(prng, `${slot.industry}:${slot.category}`, catalog, context, state);
  state.usedNames.add(businessName);
  const username = uniqueUsername(businessName, [locality.area, city.name], state.usernames);
  const address = demoAddress(prng, locality);
  const isOpen = slot.isOpen ?? prng.chance(0.62);
  const queueSize = isOpen ? (slot.featured?.waiting ?? randomQueueSize(prng)) : 0;
  const speciality = prng.pick(catalog.specialities);
  return {
    username,
    businessName,
    industry: slot.industry,
    category: slot.category,
    speciality: slot.industry === 'Healthcare' ? `${speciality} · ${prng.int(4, 28)} yrs` : speciality,
    area: locality.area,
    city: city.name,
    state: city.state,
    pincode: locality.pincode,
    addressLine1: address.line1,
    addressLine2: address.line2,
    basePricing:
      slot.basePricing !== undefined
        ? keepPrice(slot, state)
        : drawPrice(prng, `${slot.city}:${slot.category}`, catalog, state),
    isOpen,
    queueRunning: slot.featured ? true : prng.chance(0.9),
    businessContact: indianMobile(prng),
    businessEmail: businessEmail(username),
    owner: { name: catalog.doctor ? `Dr. ${fullName(owner)}` : fullName(owner), email: `${username}@kataar.test` },
    displayPhotoCount: slot.featured ? 3 : prng.pick([1, 2, 2, 3, 3, 3]),
    waiting: waitingPeople(prng, slot.city, slot.category, queueSize, () => (state.consumers += 1)),
  };
}

/** The next unused business name of the category; a used one gets its locality appended. */
function drawName(prng: Prng, key: string, catalog: CategoryCatalog, context: NameContext, state: BuildState): string {
  const deck = state.decks.get(key) ?? prng.shuffle(catalog.names);
  state.decks.set(key, deck);
  while (deck.length > 0) {
    const pattern = deck.shift();
    const name = typeof pattern === 'function' ? pattern(context) : pattern;
    if (name !== undefined && !state.usedNames.has(name)) return name;
  }
  const fallback = prng.pick(catalog.names);
  const base = typeof fallback === 'function' ? fallback(context) : fallback;
  return state.usedNames.has(base) ? `${base}, ${context.area}` : base;
}

/** A forced price, recorded so no other provider of its kind in the city gets the same. */
function keepPrice(slot: DemoSlot, state: BuildState): number | null {
  const price = slot.basePricing ?? null;
  if (price !== null) takenPrices(`${slot.city}:${slot.category}`, state).add(price);
  return price;
}

const takenPrices = (key: string, state: BuildState): Set<number> => {
  const taken = state.prices.get(key) ?? new Set<number>();
  state.prices.set(key, taken);
  return taken;
};

/** A price in the category's range, in steps of ₹50, unlike any other of its kind in the city. */
function drawPrice(prng: Prng, key: string, catalog: CategoryCatalog, state: BuildState): number {
  const [low, high] = catalog.price;
  const taken = takenPrices(key, state);
  let price = low + 50 * prng.int(0, Math.floor((high - low) / 50));
  for (let tries = 0; taken.has(price) && tries < 40; tries += 1) {
    price = low + 50 * prng.int(0, Math.floor((high - low) / 50));
  }
  taken.add(price);
  return price;
}

/** 'dr-nikhil-kulkarni-family-physician' → 'drnikhilkulkarni@example.in': whole words, at most 24 letters. */
function businessEmail(username: string): string {
  let local = '';
  for (const word of username.split('-')) {
    if (local.length > 0 && local.length + word.length > 24) break;
    local += word;
  }
  return `${local}@example.in`;
}
