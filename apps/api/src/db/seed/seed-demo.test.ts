import { settingsAnswer } from '../../modules/appointments/appointment-read-model';
import { access, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, kolkataDate } from '@kataar/shared/analytics';
import { appointmentSettingsSchema, UPI_ID_PATTERN } from '@kataar/shared/appointments';
import { CATEGORIES } from '@kataar/shared/categories';
import { isUsableUsername } from '@kataar/shared/reserved-usernames';
import { createLocalStorage, UPLOADS_URL_PREFIX } from '../../lib/storage';
import { openTestDatabase } from '../../test/test-database';
import type { Database } from '../client';
import {
  appointments,
  appointmentSettings,
  payments,
  providerMembers,
  providers,
  queueEntries,
  users,
} from '../schema';
import { HISTORY_DAYS } from './demo-history';
import { buildDemoProviders, FEATURED_DEMO_USERNAMES } from './demo-providers';
import { seedDemoData } from './seed-demo';

describe('demo data seeding', () => {
  let database: Database;
  let uploads: string;
  const messages: string[] = [];
  let first: { seeded: boolean };

  beforeAll(async () => {
    database = await openTestDatabase();
    uploads = await mkdtemp(path.join(os.tmpdir(), 'kataar-seed-'));
    first = await seedDemoData(database, createLocalStorage(uploads), { info: (msg) => messages.push(msg) });
  });

  afterAll(async () => {
    await database.close();
    await rm(uploads, { recursive: true, force: true });
  });

  it('seeds an empty database once, and leaves a seeded one alone', async () => {
    expect(first).toEqual({ seeded: true });
    const before = await database.db.select({ id: providers.id }).from(providers);
    expect(await seedDemoData(database, createLocalStorage(uploads), { info: () => undefined })).toEqual({
      seeded: false,
    });
    expect(await database.db.select({ id: providers.id }).from(providers)).toHaveLength(before.length);
    expect(messages).toEqual([
      expect.stringMatching(/^Seeded demo data: \d+ providers in \d+ cities, \d+ people waiting$/),
    ]);
  });

  it('lists at least 60 providers in at least 8 cities, covering every category of both industries', async () => {
    const rows = await database.db.select().from(providers);
    expect(rows.length).toBeGreaterThanOrEqual(60);
    expect(new Set(rows.map((r) => r.city)).size).toBeGreaterThanOrEqual(8);
    for (const category of CATEGORIES) {
      expect(
        rows.some((r) => r.industry === category.industry && r.category === category.value),
        `${category.industry} ${category.value}`,
      ).toBe(true);
    }
  });

  it('gives every provider a unique usable username and an owner account {username}@kataar.test', async () => {
    const owners = await database.db
      .select({ username: providers.username, email: users.email, role: providerMembers.role })
      .from(providers)
      .leftJoin(providerMembers, eq(providerMembers.providerId, providers.id))
      .leftJoin(users, eq(users.id, providerMembers.userId));
    const usernames = owners.map((o) => o.username);
    expect(new Set(usernames).size).toBe(usernames.length);
    for (const owner of owners) {
      expect(isUsableUsername(owner.username), owner.username).toBe(true);
      expect(owner).toMatchObject({ email: `${owner.username}@kataar.test`, role: 'owner' });
    }
    expect(usernames).toEqual(expect.arrayContaining([...FEATURED_DEMO_USERNAMES]));
  });

  it('creates the demo admin', async () => {
    const [admin] = await database.db.select().from(users).where(eq(users.email, 'admin@kataar.test'));
    expect(admin).toMatchObject({ isAdmin: true, name: 'Kataar Admin' });
  });

  it('mixes open and closed providers, and has people waiting only at open ones', async () => {
    const rows = await database.db.select().from(providers);
    const closed = rows.filter((r) => !r.isOpen);
    expect(closed.length).toBeGreaterThan(0);
    expect(closed.length).toBeLessThan(rows.length / 2);
    const waiting = await database.db.select().from(queueEntries).where(eq(queueEntries.status, 'waiting'));
    const busy = new Set(waiting.map((w) => w.providerId));
    expect(busy.size).toBeGreaterThanOrEqual(10);
    expect(closed.some((r) => busy.has(r.id))).toBe(false);
    expect(waiting.some((w) => w.source === 'walk_in' && w.consumerUserId === null)).toBe(true);
    const online = waiting.filter((w) => w.source === 'online');
    expect(online.every((w) => w.consumerUserId !== null)).toBe(true);
    expect(new Set(online.map((w) => w.consumerUserId)).size).toBe(online.length);
  });

  it('keeps five weeks of ended visits for every provider, before today, with no accounts attached', async () => {
    const rows = await database.db
      .select({
        providerId: queueEntries.providerId,
        consumerUserId: queueEntries.consumerUserId,
        source: queueEntries.source,
        status: queueEntries.status,
        joinedAt: queueEntries.joinedAt,
        endedAt: queueEntries.endedAt,
      })
      .from(queueEntries)
      .where(ne(queueEntries.status, 'waiting'));
    const providerIds = await database.db.select({ id: providers.id }).from(providers);
    expect(rows.length).toBeGreaterThan(providerIds.length * 100);
    expect(rows.length).toBeLessThanOrEqual(40_000);
    const today = kolkataDate();
    const days = new Set(rows.map((r) => kolkataDate(r.joinedAt)));
    expect(days.has(today)).toBe(false);
    expect(days.has(addDays(today, -1))).toBe(true);
    expect(days.has(addDays(today, -HISTORY_DAYS))).toBe(true);
    for (const { id } of providerIds) expect(rows.some((r) => r.providerId === id)).toBe(true);
    for (const row of rows) {
      expect(row.consumerUserId).toBeNull();
      const wait = ((row.endedAt?.getTime() ?? 0) - row.joinedAt.getTime()) / 60_000;
      expect(wait).toBeGreaterThanOrEqual(5);
      expect(wait).toBeLessThanOrEqual(60);
      // Arrivals between 9:00 and 20:00 in India.
      const hour = (row.joinedAt.getUTCHours() * 60 + row.joinedAt.getUTCMinutes() + 330) / 60;
      expect(hour % 24).toBeGreaterThanOrEqual(9);
      expect(hour % 24).toBeLessThan(20);
    }
    const share = (test: (r: (typeof rows)[number]) => boolean) => rows.filter(test).length / rows.length;
    expect(share((r) => r.source === 'online')).toBeCloseTo(0.6, 1);
    expect(share((r) => r.status === 'called')).toBeGreaterThan(0.8);
    expect(share((r) => r.status === 'removed')).toBeGreaterThan(0);
    expect(share((r) => r.status === 'left')).toBeGreaterThan(0);
  });

  it('stores every photo it links to', async () => {
    const rows = await database.db.select().from(providers);
    const urls = rows.flatMap((r) => [r.profilePhoto, r.displayPhoto1, r.displayPhoto2, r.displayPhoto3]);
    expect(rows.every((r) => r.profilePhoto && r.displayPhoto1)).toBe(true);
    for (const url of new Set(urls.filter((u): u is string => u !== null))) {
      expect(url.startsWith(`${UPLOADS_URL_PREFIX}demo/`), url).toBe(true);
      await expect(access(path.join(uploads, url.slice(UPLOADS_URL_PREFIX.length)))).resolves.toBeUndefined();
    }
  });

  it('generates the same providers every time, with what the listing e2e test relies on', () => {
    const demo = buildDemoProviders();
    expect(buildDemoProviders()).toEqual(demo);
    expect(demo.slice(0, 3).map((p) => p.username)).toEqual([...FEATURED_DEMO_USERNAMES]);
    for (const city of ['Bengaluru', 'Pune']) {
      for (const category of ['GeneralPhysician', 'Salon']) {
        const here = demo.filter((p) => p.city === city && p.category === category);
        expect(here.length, `${category} in ${city}`).toBeGreaterThanOrEqual(4);
        expect(new Set(here.map((p) => p.basePricing)).size).toBe(here.length);
        expect(new Set(here.map((p) => p.isOpen))).toEqual(new Set([true, false]));
      }
    }
    expect(demo.some((p) => p.basePricing === null)).toBe(true);
    for (const p of demo) expect(p.businessContact).toMatch(/^[6-9]\d{9}$/);
  });

  it('places every provider within its locality, spread out rather than stacked on one point', async () => {
    const rows = await database.db.select().from(providers);
    for (const r of rows) {
      expect(r.latitude, r.username).not.toBeNull();
      expect(r.longitude, r.username).not.toBeNull();
    }
    for (const city of new Set(rows.map((r) => r.city))) {
      const here = rows.filter((r) => r.city === city);
      const points = new Set(here.map((r) => `${r.latitude},${r.longitude}`));
      expect(points.size, city).toBe(here.length);
      // A city's providers lie within 40 km of each other: localities of one city, not of another.
      const lats = here.map((r) => r.latitude ?? 0);
      const lngs = here.map((r) => r.longitude ?? 0);
      expect(Math.max(...lats) - Math.min(...lats), city).toBeLessThan(0.4);
      expect(Math.max(...lngs) - Math.min(...lngs), city).toBeLessThan(0.4);
    }
    const again = buildDemoProviders().map((p) => p.username);
    expect(rows.map((r) => r.username).sort()).toEqual([...again].sort());
  });

  it('lets half the providers take bookings, with realistic hours, UPI IDs and some bookings paid in advance', async () => {
    const all = await database.db.select().from(providers);
    const settings = await database.db.select().from(appointmentSettings);
    expect(settings.length).toBeGreaterThanOrEqual(Math.floor(all.length / 2));
    expect(settings.length).toBeLessThanOrEqual(Math.ceil(all.length / 2) + FEATURED_DEMO_USERNAMES.length);
    const industryOf = new Map(all.map((p) => [p.id, p]));
    for (const s of settings) {
      const provider = industryOf.get(s.providerId);
      const parsed = appointmentSettingsSchema.safeParse(settingsAnswer(s));
      expect(parsed.success, provider?.username).toBe(true);
      expect(s.weekly.mon, provider?.username).toEqual(
        provider?.industry === 'Healthcare'
          ? [
              ['10:00', '13:00'],
              ['17:00', '20:00'],
            ]
          : [['10:00', '20:00']],
      );
    }
    expect(settings.some((s) => s.weekly.sun.length === 0)).toBe(true);
    expect(settings.some((s) => s.weekly.sun.length > 0)).toBe(true);
    const advance = settings.filter((s) => s.payment === 'upi_advance');
    expect(advance.length).toBeGreaterThan(0);
    for (const s of advance) expect(s.upiId).toMatch(UPI_ID_PATTERN);
    const sharma = all.find((p) => p.username === 'sharma-family-clinic');
    expect(settings.some((s) => s.providerId === sharma?.id)).toBe(true);
  });

  it('books a few slots today and in the coming days, inside the hours, some paid and confirmed', async () => {
    const rows = await database.db.select().from(appointments);
    const today = kolkataDate();
    expect(rows.length).toBeGreaterThanOrEqual(10);
    expect(rows.some((r) => r.day === today || r.day === addDays(today, 1))).toBe(true);
    const upcoming = rows.filter((r) => r.day >= today);
    const past = rows.filter((r) => r.day < today);
    for (const r of upcoming) {
      expect(r.startAt.getTime()).toBeGreaterThan(Date.now());
      expect(['confirmed', 'payment_pending']).toContain(r.status);
    }
    // Past bookings for the analytics: people came, or did not.
    expect(new Set(past.map((r) => r.status))).toEqual(new Set(['checked_in', 'no_show']));
    for (const r of rows) {
      expect(r.day >= addDays(today, -14) && r.day <= addDays(today, 5)).toBe(true);
      const clock = new Date(r.startAt.getTime() + 330 * 60_000).toISOString().slice(11, 16);
      expect(clock >= '10:00' && clock < '20:00', clock).toBe(true);
    }
    const ledger = await database.db.select().from(payments);
    const paid = rows.filter((r) => ledger.some((p) => p.appointmentId === r.id && p.status === 'confirmed'));
    expect(paid.length).toBeGreaterThan(0);
    for (const r of paid) expect(['confirmed', 'checked_in', 'no_show']).toContain(r.status);
    expect(upcoming.filter((r) => r.amountPaise === 0).every((r) => r.status === 'confirmed')).toBe(true);
    expect(new Set(rows.map((r) => r.reference)).size).toBe(rows.length);
  });
});
