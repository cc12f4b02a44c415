import type { Database } from '../db/client';
import { providers } from '../db/schema';
import { CHANNELS, publishChange } from '../lib/change-bus';

type NewProvider = typeof providers.$inferInsert;

let n = 0;

/** Inserts a listed provider with plausible defaults; `overrides` set what a test is about. */
export async function insertProvider(database: Database, overrides: Partial<NewProvider> = {}) {
  n += 1;
  const [row] = await database.db
    .insert(providers)
    .values({
      username: `provider-${n}`,
      businessName: `Provider ${n}`,
      industry: 'Healthcare',
      category: 'GeneralPhysician',
      speciality: 'MBBS',
      area: 'Kothrud',
      isOpen: true,
      basePricing: 500,
      addressLine1: '12 FC Road',
      city: 'Pune',
      state: 'Maharashtra',
      pincode: '411004',
      businessContact: '9876543210',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('insert returned nothing');
  await publishChange(database.db, CHANNELS.providerChanged, row.id);
  return row;
}
