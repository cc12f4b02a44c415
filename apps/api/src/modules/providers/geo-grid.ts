import type { GeoPoint } from '@kataar/shared/geo';

/** Cell size in degrees: about 5.5 km north-south, so a 5 km search reads a few cells. */
const CELL_DEGREES = 0.05;
const KM_PER_DEGREE_LAT = 111.2;

const cellOf = (degrees: number) => Math.floor(degrees / CELL_DEGREES);
const keyOf = (latCell: number, lngCell: number) => latCell * 100_000 + lngCell;

/**
 * Items bucketed by a fixed grid of latitude/longitude cells, held in memory. A radius search
 * reads only the cells that overlap the circle's bounding box, so its cost follows the number of
 * providers nearby, not the number listed in the country. India spans about 30 degrees each way,
 * so there are at most a few hundred thousand cells, and only occupied ones are stored.
 */
export class GeoGrid<T> {
  private readonly cells = new Map<number, { item: T; point: GeoPoint }[]>();

  add(item: T, point: GeoPoint): void {
    const key = keyOf(cellOf(point.lat), cellOf(point.lng));
    const cell = this.cells.get(key);
    if (cell) cell.push({ item, point });
    else this.cells.set(key, [{ item, point }]);
  }

  /**
   * Every item in the cells that overlap the box around the circle: a superset of the items
   * within `radiusKm`; the caller measures the exact distance.
   */
  forEachAround(center: GeoPoint, radiusKm: number, visit: (item: T, point: GeoPoint) => void): void {
    const dLat = radiusKm / KM_PER_DEGREE_LAT;
    // A degree of longitude shrinks towards the poles; India's north (37.5°) is the worst case here.
    const dLng = radiusKm / (KM_PER_DEGREE_LAT * Math.max(0.2, Math.cos((center.lat * Math.PI) / 180)));
    const [lat0, lat1] = [cellOf(center.lat - dLat), cellOf(center.lat + dLat)];
    const [lng0, lng1] = [cellOf(center.lng - dLng), cellOf(center.lng + dLng)];
    for (let la = lat0; la <= lat1; la++) {
      for (let lo = lng0; lo <= lng1; lo++) {
        const cell = this.cells.get(keyOf(la, lo));
        if (cell) for (const c of cell) visit(c.item, c.point);
      }
    }
  }
}
