import { eq } from 'drizzle-orm';
import type { ProviderPublic } from '@kataar/shared/provider';
import type { Db } from '../../db/client';
import { providers } from '../../db/schema';

export type ProviderRow = typeof providers.$inferSelect;

export const selectAllProviders = (db: Db): Promise<ProviderRow[]> => db.select().from(providers);

export async function selectProviderById(db: Db, id: string): Promise<ProviderRow | undefined> {
  const [row] = await db.select().from(providers).where(eq(providers.id, id));
  return row;
}

/** The public face of a provider: what listings and profile pages may show to anyone. */
export function toPublicProvider(row: ProviderRow): ProviderPublic {
  return {
    username: row.username,
    business_name: row.businessName,
    industry: row.industry,
    category: row.category,
    speciality: row.speciality,
    city: row.city,
    state: row.state,
    area: row.area,
    is_open: row.isOpen,
    profile_photo: row.profilePhoto,
    base_pricing: row.basePricing,
    display_photo_1: row.displayPhoto1,
    display_photo_2: row.displayPhoto2,
    display_photo_3: row.displayPhoto3,
    address_line_1: row.addressLine1,
    address_line_2: row.addressLine2,
    pincode: row.pincode,
    business_contact: row.businessContact,
    business_email: row.businessEmail,
  };
}
