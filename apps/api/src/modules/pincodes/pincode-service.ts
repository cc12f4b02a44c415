import type { GeoPoint } from '@kataar/shared/geo';
import type { Executor } from '../../db/client';
import { findPincode } from './pincode-queries';

/** The PIN code's centroid (the mean position of its post offices), or undefined when unknown. */
export async function pincodeCentroid(tx: Executor, pincode: string): Promise<GeoPoint | undefined> {
  const row = await findPincode(tx, pincode);
  return row?.lat != null && row.lng != null ? { lat: row.lat, lng: row.lng } : undefined;
}
