import { haversineKm, type GeoPoint } from '@kataar/shared/geo';
import { around } from 'geokdbush';
import KDBush from 'kdbush';

export interface Nearby<T> {
  item: T;
  /** Great-circle distance from the centre, by the same formula as every other distance here. */
  km: number;
}

export interface NearestQuery<T> {
  limit: number;
  /** Undefined searches everywhere: the nearest anywhere. */
  radiusKm?: number | undefined;
  wanted: (item: T) => boolean;
  /** Orders items at the same distance (providers sharing a building). */
  tieOrder: (a: T, b: T) => number;
}

/**
 * geokdbush measures on a sphere of 6371 km, ours is 6371.0088 km, so its kilometres are a hair
 * shorter than ours: anything within a radius by our measure is within it by geokdbush's too.
 * The allowance only covers rounding.
 */
const RADIUS_ALLOWANCE = 1.000001;
/** Distances closer than this (1 mm) may be ordered differently by the two formulas' rounding. */
const SAME_DISTANCE_KM = 1e-6;

/**
 * Items with a position, searched nearest first. A k-d tree (kdbush) searched on the sphere
 * (geokdbush) reads only the branches that can hold a nearer item, so finding the nearest 20 among
 * thousands of providers in a dense city, or the nearest anywhere in the country, reads a few dozen.
 * The index is static: it is built again whenever the items change, which is rare next to searches.
 */
export class NearestIndex<T> {
  private readonly tree: KDBush | undefined;
  private readonly items: readonly T[];
  private readonly points: readonly GeoPoint[];

  constructor(located: readonly { item: T; point: GeoPoint }[]) {
    this.items = located.map((l) => l.item);
    this.points = located.map((l) => l.point);
    if (located.length === 0) return;
    const tree = new KDBush(located.length);
    for (const { point } of located) tree.add(point.lng, point.lat);
    this.tree = tree.finish();
  }

  /** The nearest `limit` wanted items, nearest first, each with its distance. */
  nearest(center: GeoPoint, query: NearestQuery<T>): Nearby<T>[] {
    if (!this.tree || query.limit <= 0) return [];
    // One more than asked, to tell whether the last one kept ties with the first one left out.
    let found = this.search(center, query, query.limit + 1);
    const last = found[query.limit - 1];
    const next = found[query.limit];
    if (last && next && next.km - last.km < SAME_DISTANCE_KM) {
      // Several at the last kept distance: all of them are read, and the tie order picks.
      const farthest = Math.min(last.km + SAME_DISTANCE_KM, query.radiusKm ?? Infinity);
      found = this.search(center, { ...query, radiusKm: farthest }, Infinity);
    }
    return found.slice(0, query.limit);
  }

  /** Up to `count` wanted items within the radius, sorted by our distance, then the tie order. */
  private search(center: GeoPoint, query: NearestQuery<T>, count: number): Nearby<T>[] {
    const { radiusKm, wanted, tieOrder } = query;
    const maxKm = radiusKm === undefined ? Infinity : radiusKm * RADIUS_ALLOWANCE;
    const ids = around(this.tree as KDBush, center.lng, center.lat, count, maxKm, (id) => wanted(this.items[id] as T));
    const found: Nearby<T>[] = [];
    for (const id of ids) {
      const km = haversineKm(center, this.points[id] as GeoPoint);
      if (radiusKm === undefined || km <= radiusKm) found.push({ item: this.items[id] as T, km });
    }
    return found.sort((a, b) => a.km - b.km || tieOrder(a.item, b.item));
  }
}
