import { eq, like, or, sql } from 'drizzle-orm';
import type { ProviderPublic } from '@kataar/shared/provider';
import type { Db, Executor } from '../../db/client';
import { providers } from '../../db/schema';

export type ProviderRow = typeof providers.$inferSelect;
export type NewProvider = typeof providers.$inferInsert;
export type ProviderChanges = Partial<NewProvider>;

export const selectAllProviders = (db: Db): Promise<ProviderRow[]> => db.select().from(providers);

export async function selectProviderById(db: Executor, id: string): Promise<ProviderRow | undefined> {
  const [row] = await db.select().from(providers).where(eq(providers.id, id));
  return row;
}

/** Locks the provider's row for an edit, so two edits of the same provider apply one after the other. */
export async function lockProvider(tx: Executor, id: string): Promise<ProviderRow | undefined> {
  const [row] = await tx.select().from(providers).where(eq(providers.id, id)).for('update');
  return row;
}

/** Usernames equal to `base` or of the form `base-…`, to pick a free one. */
export async function usernamesLike(tx: Executor, base: string): Promise<Set<string>> {
  const rows = await tx
    .select({ username: providers.username })
    .from(providers)
    .where(or(eq(providers.username, base), like(providers.username, `${base}-%`)));
  return new Set(rows.map((r) => r.username));
}

export async function insertProvider(tx: Executor, values: NewProvider): Promise<{ id: string; username: string }> {
  const [row] = await tx.insert(providers).values(values).returning({ id: providers.id, username: providers.username });
  if (!row) throw new Error('provider insert returned nothing');
  return row;
}

/** Sets the given columns and the edit time; the updated row, or undefined when there is no such provider. */
export async function updateProvider(
  tx: Executor,
  id: string,
  changes: ProviderChanges,
): Promise<ProviderRow | undefined> {
  const [row] = await tx
    .update(providers)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(providers.id, id))
    .returning();
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
    latitude: row.latitude,
    longitude: row.longitude,
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
