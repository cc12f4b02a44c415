import type { Industry } from '@kataar/shared/categories';
import { haversineKm, type GeoPoint } from '@kataar/shared/geo';
import type { ListingSort } from '@kataar/shared/listing';
import type { ProviderCard, ProviderPublic } from '@kataar/shared/provider';
import type { Db } from '../../db/client';
import { CHANNELS, type Channel, type ChangeBus } from '../../lib/change-bus';
import { Refresher } from '../../lib/refresher';
import type { ReadModel } from '../../lib/with-change';
import { NearestIndex } from './nearest-index';
import { selectAllProviders, selectProviderById, toPublicProvider, type ProviderRow } from './provider-queries';

export interface ListingFilter {
  city: string;
  industry?: Industry | undefined;
  /** Stored category value; undefined lists the whole industry. */
  category?: string | undefined;
  q?: string | undefined;
  sort?: ListingSort | undefined;
  openNow?: boolean | undefined;
  maxPrice?: number | undefined;
  /** The customer's point: adds distance_km to each card and allows the `nearest` sort. */
  point?: GeoPoint | undefined;
  /** Only providers within this many kilometres of `point`. */
  radiusKm?: number | undefined;
}

export interface NearFilter {
  point: GeoPoint;
  /** Undefined searches every listed provider (the nearest anywhere). */
  radiusKm?: number | undefined;
  industry?: Industry | undefined;
  category?: string | undefined;
  openNow?: boolean | undefined;
  limit: number;
}

/** A part of a city that has listed providers ("Koramangala", Bengaluru). */
export interface Locality {
  area: string;
  city: string;
}

interface Entry {
  id: string;
  cityKey: string;
  nameKey: string;
  publicView: ProviderPublic;
  card: ProviderCard;
  /** The card as JSON without its closing brace, so an answer can add fields after it. */
  cardJsonOpen: string;
  point: GeoPoint | null;
}

/** An entry with its distance from the point asked about (Infinity when it has no position). */
interface Measured {
  entry: Entry;
  km: number;
}

// Ten-metre precision: finer than any premises, coarse enough not to pretend more.
const roundKm = (km: number) => Math.round(km * 100) / 100;
const withDistance = ({ entry, km }: Measured): ProviderCard => ({
  ...entry.card,
  distance_km: Number.isFinite(km) ? roundKm(km) : null,
});
const byDistance = (a: Measured, b: Measured) => a.km - b.km || byName(a.entry, b.entry);

const cityKey = (city: string) => city.trim().toLowerCase();
const byName = (a: Entry, b: Entry) => a.nameKey.localeCompare(b.nameKey);
// Providers without a price sort after priced ones in both directions.
const price = (e: Entry, missing: number) => e.card.base_pricing ?? missing;
const comparators: Record<ListingSort, (a: Entry, b: Entry) => number> = {
  open_first: (a, b) => Number(b.card.is_open) - Number(a.card.is_open) || byName(a, b),
  // Without a point there is no distance; `list` sorts by distance itself when it has one.
  nearest: (a, b) => Number(b.card.is_open) - Number(a.card.is_open) || byName(a, b),
  name: byName,
  price_asc: (a, b) => price(a, Infinity) - price(b, Infinity) || byName(a, b),
  price_desc: (a, b) => price(b, -Infinity) - price(a, -Infinity) || byName(a, b),
};

/**
 * Every listed provider, held in memory. Listings and profiles are read on every page view, far
 * more often than providers change, so reads never touch the database: the model loads once and
 * reloads a single provider whenever any process publishes `provider_changed` for it.
 *
 * Reloads of one provider go through its own Refresher, as the queue read model's do: one query at
 * a time, and a change heard meanwhile gets one more query after it. So two reloads never finish
 * out of order, and an older row can never replace a newer one.
 */
export class ProviderReadModel implements ReadModel {
  private entries = new Map<string, Entry>();
  private byUsername = new Map<string, Entry>();
  private cityNames: string[] = [];
  private readonly refreshers = new Map<string, Refresher>();
  /** Settles once the first full load is in memory; reloads wait for it, so it cannot undo them. */
  private loaded: Promise<unknown> = Promise.resolve();
  private allCards: readonly ProviderCard[] = [];
  private localityList: readonly Locality[] = [];
  private located = new NearestIndex<Entry>([]);
  /** Each city's providers: a listing reads its city's, not the country's. */
  private byCity = new Map<string, Entry[]>();
  /** Serialised answers, dropped on every change; most traffic asks the same few listings. */
  readonly responseCache = new Map<string, string>();

  constructor(
    private readonly db: Db,
    /** Told of every reload of a provider (the refresh counter). */
    private readonly refreshed: () => void = () => undefined,
  ) {}

  async load(bus: ChangeBus): Promise<void> {
    // Subscribe before loading, so a change that lands during the load is not missed.
    bus.on(CHANNELS.providerChanged, (id) => void this.refresh(id));
    const loading = selectAllProviders(this.db).then((rows) => {
      for (const row of rows) this.put(row);
      this.reindex();
    });
    this.loaded = loading.catch(() => undefined);
    await loading;
  }

  /** Resolves once memory shows every write to this provider committed before the call. */
  refresh(id: string): Promise<void> {
    let refresher = this.refreshers.get(id);
    if (!refresher) {
      refresher = new Refresher(() => this.reload(id), this.refreshed);
      this.refreshers.set(id, refresher);
    }
    return refresher.request();
  }

  private async reload(id: string): Promise<void> {
    await this.loaded;
    const row = await selectProviderById(this.db, id);
    const previous = this.entries.get(id);
    if (previous) this.byUsername.delete(previous.publicView.username);
    if (row) this.put(row);
    else this.entries.delete(id);
    this.reindex();
  }

  /** The read-model side of `withChange`: only provider changes concern the listings. */
  async caughtUp(channel: Channel, providerId: string): Promise<void> {
    if (channel === CHANNELS.providerChanged) await this.refresh(providerId);
  }

  cities(): string[] {
    return this.cityNames;
  }

  findByUsername(username: string): ProviderPublic | undefined {
    return this.byUsername.get(username.toLowerCase())?.publicView;
  }

  /** The id of a listed provider, for modules that keep their own state by provider id. */
  idOf(username: string): string | undefined {
    return this.byUsername.get(username.toLowerCase())?.id;
  }

  findById(id: string): ProviderPublic | undefined {
    return this.entries.get(id)?.publicView;
  }

  /** The canonical spelling of a city that has providers, matched case-insensitively. */
  knownCity(city: string): string | undefined {
    const key = cityKey(city);
    return this.cityNames.find((name) => cityKey(name) === key);
  }

  list(filter: ListingFilter): ProviderCard[] {
    const key = cityKey(filter.city);
    const words = filter.q?.toLowerCase().split(/\s+/).filter(Boolean) ?? [];
    const matches = (this.byCity.get(key) ?? []).filter(
      (e) =>
        (!filter.industry || e.card.industry === filter.industry) &&
        (!filter.category || e.card.category === filter.category) &&
        (!filter.openNow || e.card.is_open) &&
        (filter.maxPrice === undefined || (e.card.base_pricing !== null && e.card.base_pricing <= filter.maxPrice)) &&
        words.every((w) => e.nameKey.includes(w)),
    );
    const point = filter.point;
    if (!point) return matches.sort(comparators[filter.sort ?? 'open_first']).map((e) => e.card);
    let measured = matches.map((entry) => ({ entry, km: entry.point ? haversineKm(point, entry.point) : Infinity }));
    if (filter.radiusKm !== undefined) measured = measured.filter((m) => m.km <= (filter.radiusKm ?? Infinity));
    if (filter.sort === 'nearest') measured.sort(byDistance);
    else {
      const compare = comparators[filter.sort ?? 'open_first'];
      measured.sort((a, b) => compare(a.entry, b.entry));
    }
    return measured.map(withDistance);
  }

  /**
   * Listed providers nearest `point` first, each with its distance, as the JSON answer
   * `{"data":[card…]}`, each card's JSON written when the provider was loaded. This runs on every
   * "near me", and no two customers stand on the same spot, so the answer cannot be cached: it is
   * found in an index that reads only the providers that could be among the nearest.
   */
  nearJson(filter: NearFilter): string {
    const nearest = this.located.nearest(filter.point, {
      limit: filter.limit,
      radiusKm: filter.radiusKm,
      wanted: (entry) =>
        (!filter.industry || entry.card.industry === filter.industry) &&
        (!filter.category || entry.card.category === filter.category) &&
        (!filter.openNow || entry.card.is_open),
      tieOrder: byName,
    });
    // The same text as JSON.stringify of the card spread with distance_km after its fields.
    const cards = nearest.map(({ item: entry, km }) => `${entry.cardJsonOpen},"distance_km":${roundKm(km)}}`);
    return `{"data":[${cards.join(',')}]}`;
  }

  /**
   * Every listed provider's card, open ones first, then by name. The same array until a provider
   * changes, so a caller may keep an index built from it keyed on the array.
   */
  cards(): readonly ProviderCard[] {
    return this.allCards;
  }

  /** Every locality that has a listed provider, with its city. */
  localities(): readonly Locality[] {
    return this.localityList;
  }

  private put(row: ProviderRow): void {
    const publicView = toPublicProvider(row);
    const card: ProviderCard = {
      username: publicView.username,
      business_name: publicView.business_name,
      industry: publicView.industry,
      category: publicView.category,
      speciality: publicView.speciality,
      city: publicView.city,
      state: publicView.state,
      area: publicView.area,
      is_open: publicView.is_open,
      profile_photo: publicView.profile_photo,
      base_pricing: publicView.base_pricing,
      latitude: publicView.latitude,
      longitude: publicView.longitude,
    };
    const entry: Entry = {
      id: row.id,
      cityKey: cityKey(row.city),
      nameKey: row.businessName.toLowerCase(),
      publicView,
      card,
      cardJsonOpen: JSON.stringify(card).slice(0, -1),
      point: row.latitude !== null && row.longitude !== null ? { lat: row.latitude, lng: row.longitude } : null,
    };
    this.entries.set(row.id, entry);
    this.byUsername.set(row.username.toLowerCase(), entry);
  }

  private reindex(): void {
    const names = new Map<string, string>();
    const byCity = new Map<string, Entry[]>();
    for (const e of this.entries.values()) {
      names.set(e.cityKey, e.publicView.city);
      const city = byCity.get(e.cityKey);
      if (city) city.push(e);
      else byCity.set(e.cityKey, [e]);
    }
    this.byCity = byCity;
    this.cityNames = [...names.values()].sort((a, b) => a.localeCompare(b));
    this.allCards = [...this.entries.values()].sort(comparators.open_first).map((e) => e.card);
    const localities = new Map<string, Locality>();
    for (const { card } of this.entries.values()) {
      if (card.area.trim())
        localities.set(`${cityKey(card.area)}|${cityKey(card.city)}`, { area: card.area, city: card.city });
    }
    this.localityList = [...localities.values()];
    this.located = new NearestIndex(
      [...this.entries.values()].flatMap((item) => (item.point ? [{ item, point: item.point }] : [])),
    );
    this.responseCache.clear();
  }
}
