import { sql } from 'drizzle-orm';
import { CHANNELS, publishChange } from '../../lib/change-bus';
import type { Storage } from '../../lib/storage';
import type { Database } from '../client';
import { providerMembers, providers, queueEntries, users } from '../schema';
import { insertDemoBookings } from './demo-bookings';
import { insertDemoHistory } from './demo-history';
import { storeDemoPhotos } from './demo-photos';
import { buildDemoProviders, FEATURED_DEMO_USERNAMES } from './demo-providers';
import { demoUsers, providerRow, queueRows } from './demo-rows';

/** Serialises seeding across API processes that start together on one PostgreSQL. */
const SEED_LOCK = 0x6b61_7461;

/**
 * Seeds the demo marketplace into an empty database: the demo admin, every demo provider with
 * its owner account and generated photos, and the people already waiting. Does nothing when any
 * provider exists, so it is safe on every start.
 */
export async function seedDemoData(
  database: Database,
  storage: Storage,
  log: { info(msg: string): void },
): Promise<{ seeded: boolean }> {
  if (await hasProviders(database.db)) return { seeded: false };

  const demo = buildDemoProviders();
  // Rendering is the slow part; it writes only to storage, so it stays outside the transaction.
  const photos = await storeDemoPhotos(demo, storage);

  const seeded = await database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (await hasProviders(tx)) return false;

    const accounts = await tx
      .insert(users)
      .values(demoUsers(demo))
      // An account that already exists (someone signed in before seeding) is kept and reused.
      .onConflictDoUpdate({ target: users.email, set: { isAdmin: sql`${users.isAdmin} or excluded.is_admin` } })
      .returning({ id: users.id, email: users.email });
    const userIdByEmail = new Map(accounts.map((a) => [a.email, a.id]));

    const inserted = await tx
      .insert(providers)
      .values(demo.map((p) => providerRow(p, photos.get(p.username))))
      .returning({ id: providers.id, username: providers.username });
    const providerIdByUsername = new Map(inserted.map((p) => [p.username, p.id]));
    const providerIdOf = (username: string): string => {
      const id = providerIdByUsername.get(username);
      if (!id) throw new Error(`Demo provider ${username} was not inserted`);
      return id;
    };

    await tx.insert(providerMembers).values(
      demo.map((p) => {
        const userId = userIdByEmail.get(p.owner.email);
        if (!userId) throw new Error(`Demo owner ${p.owner.email} was not inserted`);
        return { providerId: providerIdOf(p.username), userId, role: 'owner' as const };
      }),
    );

    const now = Date.now();
    const entries = demo.flatMap((p) => queueRows(p, providerIdOf(p.username), userIdByEmail, now));
    if (entries.length > 0) await tx.insert(queueEntries).values(entries);
    // Past visits for the analytics charts; all ended, none belonging to an account.
    await insertDemoHistory(tx, demo, providerIdOf, now, FEATURED_DEMO_USERNAMES);
    const idOf = (email: string) => {
      const id = userIdByEmail.get(email);
      if (!id) throw new Error(`Demo account ${email} was not inserted`);
      return id;
    };
    await insertDemoBookings(tx, {
      demo,
      featured: FEATURED_DEMO_USERNAMES,
      providerIdOf,
      ownerIdOf: (username) => idOf(`${username}@kataar.test`),
      consumerIds: demo.flatMap((p) => p.waiting.flatMap((w) => (w.email ? [idOf(w.email)] : []))),
      now,
    });

    // Read models that are already listening pick the new providers and queues up on commit.
    for (const id of providerIdByUsername.values()) await publishChange(tx, CHANNELS.providerChanged, id);
    for (const p of demo.filter((d) => d.waiting.length > 0)) {
      await publishChange(tx, CHANNELS.queueChanged, providerIdOf(p.username));
    }
    return true;
  });
  if (!seeded) return { seeded: false };

  const cities = new Set(demo.map((p) => p.city)).size;
  const waiting = demo.reduce((sum, p) => sum + p.waiting.length, 0);
  log.info(`Seeded demo data: ${demo.length} providers in ${cities} cities, ${waiting} people waiting`);
  return { seeded: true };
}

type Queryable = Pick<Database['db'], 'select'>;

async function hasProviders(db: Queryable): Promise<boolean> {
  const rows = await db.select({ id: providers.id }).from(providers).limit(1);
  return rows.length > 0;
}
