import { sql } from 'drizzle-orm';
import { addDays, kolkataDate } from '@kataar/shared/analytics';
import type { Db } from '../client';
import { queueEntries } from '../schema';
import { DEMO_CITIES, type DemoCityKey } from './demo-cities';
import type { DemoProvider } from './demo-providers';
import { waitingPeople } from './demo-waiting';
import { createPrng, hashString, type Prng } from './prng';

/**
 * Past visits of the demo providers, so the analytics charts mean something on first start: the
 * 35 days before today (India), each a small simulated day at the desk. Today holds only the
 * people waiting now, so today's figures move from zero as the demo is used.
 */
export const HISTORY_DAYS = 35;

type Row = typeof queueEntries.$inferInsert;

const MINUTE = 60_000;
const MIN_WAIT = 5;
const MAX_WAIT = 60;
/** Arrivals happen from 9:00 to 20:00 IST; these weigh the eleven hours from 9 o'clock on. */
const HOUR_WEIGHTS = {
  // Clinics: a morning and an evening session, a quiet afternoon.
  Healthcare: [6, 9, 10, 8, 4, 2, 2, 5, 9, 10, 6],
  // Salons and spas: building to an after-work peak.
  Personalcare: [2, 4, 6, 7, 6, 5, 6, 7, 9, 10, 8],
} as const;
const FIRST_HOUR = 9;
/** Visits by weekday, Sunday first: clinics are busiest on Monday, salons at the weekend. */
const WEEKDAY_FACTORS = {
  Healthcare: [0.5, 1.25, 1, 1, 1, 1, 1.1],
  Personalcare: [1.45, 0.85, 0.7, 0.85, 0.9, 1.05, 1.4],
} as const;
/** Many clinics close on Sunday; many salons in India close on Tuesday. */
const CLOSED_DAY = { Healthcare: { weekday: 0, share: 0.6 }, Personalcare: { weekday: 2, share: 0.4 } } as const;

interface DeskHabits {
  /** Usual arrivals on an ordinary weekday. */
  perDay: number;
  /** People served at once (doctors, chairs). */
  desks: number;
  /** Usual minutes of one service. */
  serviceMinutes: number;
  closedWeekday: number | null;
}

const cityKeyOf = (name: string): DemoCityKey => {
  const key = (Object.keys(DEMO_CITIES) as DemoCityKey[]).find((k) => DEMO_CITIES[k].name === name);
  if (!key) throw new Error(`Unknown demo city ${name}`);
  return key;
};

function habitsOf(prng: Prng, p: DemoProvider, featured: boolean): DeskHabits {
  const clinic = p.industry === 'Healthcare';
  const perDay = featured ? prng.int(14, 16) : prng.int(5, 13);
  const closed = CLOSED_DAY[p.industry];
  return {
    perDay,
    desks: clinic ? 1 : perDay > 9 ? prng.int(2, 3) : prng.int(1, 2),
    serviceMinutes: clinic ? prng.int(8, 15) : prng.int(20, 40),
    closedWeekday: prng.chance(closed.share) ? closed.weekday : null,
  };
}

function arrivalMinute(prng: Prng, weights: readonly number[]): number {
  const total = weights.reduce((sum, w) => sum + w, 0);
  let roll = prng.next() * total;
  let hour = 0;
  while (hour < weights.length - 1 && roll >= (weights[hour] ?? 0)) roll -= weights[hour++] ?? 0;
  return (FIRST_HOUR + hour) * 60 + prng.int(0, 59);
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/**
 * One day at one desk: arrivals through the day, served in order as desks free up. Most are
 * called; a few leave before their turn or are removed (no-shows when called).
 */
function dayRows(prng: Prng, p: DemoProvider, providerId: string, habits: DeskHabits, day: string): Row[] {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  if (weekday === habits.closedWeekday) return [];
  const count = Math.round(habits.perDay * (WEEKDAY_FACTORS[p.industry][weekday] ?? 1) * (0.75 + prng.next() * 0.5));
  if (count === 0) return [];
  const midnight = Date.parse(`${day}T00:00:00+05:30`);
  const arrivals = Array.from({ length: count }, () => arrivalMinute(prng, HOUR_WEIGHTS[p.industry])).sort(
    (a, b) => a - b,
  );
  const people = waitingPeople(prng, cityKeyOf(p.city), p.category, count, () => 0);
  const freeAt = Array.from({ length: habits.desks }, () => 0);
  return arrivals.map((minute, i) => {
    const person = people[i];
    if (!person) throw new Error('waitingPeople returned too few people');
    const joined = midnight + minute * MINUTE + prng.int(0, 59) * 1000;
    const roll = prng.next();
    const status = roll < 0.06 ? 'left' : roll < 0.1 ? 'removed' : 'called';
    const desk = freeAt.indexOf(Math.min(...freeAt));
    const queued = Math.max(0, Math.round((freeAt[desk] ?? 0) - minute));
    // On top of the queue ahead: settling in, paperwork, the doctor finishing a call.
    const wait = clamp(queued + prng.int(3, 16), MIN_WAIT, MAX_WAIT);
    if (status === 'called') {
      freeAt[desk] = minute + wait + habits.serviceMinutes * (0.6 + prng.next() * 0.8);
    }
    // Someone who gives up leaves before their turn would have come.
    const endedAfter = status === 'left' ? prng.int(MIN_WAIT, Math.max(MIN_WAIT, wait)) : wait;
    return {
      providerId,
      consumerUserId: null,
      consumerName: person.name,
      consumerAge: person.age,
      consumerContact: person.contact,
      consumerGender: person.gender,
      source: prng.chance(0.6) ? ('online' as const) : ('walk_in' as const),
      status,
      joinedAt: new Date(joined),
      // Arrivals are in order and within the India day, so the day's tokens run 1, 2, 3 ….
      token: i + 1,
      tokenDay: day,
      endedAt: new Date(joined + endedAfter * MINUTE + (endedAfter < MAX_WAIT ? prng.int(0, 59) * 1000 : 0)),
    };
  });
}

/** Every past visit of one demo provider, oldest day first; the same for the same `today`. */
export function historyRows(p: DemoProvider, providerId: string, today: string, featured = false): Row[] {
  const prng = createPrng(hashString(`history:${p.username}`));
  const habits = habitsOf(prng, p, featured);
  const rows: Row[] = [];
  for (let back = HISTORY_DAYS; back >= 1; back -= 1) {
    rows.push(...dayRows(prng, p, providerId, habits, addDays(today, -back)));
  }
  return rows;
}

const BATCH = 5000;

/**
 * Inserts the history of every demo provider; answers how many visits it wrote. Each batch goes as
 * one JSON parameter expanded by json_to_recordset: on PGlite that takes about a third of the time
 * of a multi-row VALUES insert with ten parameters a row, and keeps the seed quick.
 */
export async function insertDemoHistory(
  tx: Pick<Db, 'execute'>,
  demo: readonly DemoProvider[],
  providerIdOf: (username: string) => string,
  now: number,
  featured: readonly string[] = [],
): Promise<number> {
  const today = kolkataDate(new Date(now));
  const rows = demo.flatMap((p) => historyRows(p, providerIdOf(p.username), today, featured.includes(p.username)));
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = JSON.stringify(
      rows.slice(i, i + BATCH).map((r) => ({
        provider_id: r.providerId,
        consumer_name: r.consumerName,
        consumer_age: r.consumerAge,
        consumer_contact: r.consumerContact,
        consumer_gender: r.consumerGender,
        source: r.source,
        status: r.status,
        joined_at: r.joinedAt,
        ended_at: r.endedAt,
        token: r.token,
        token_day: r.tokenDay,
      })),
    );
    await tx.execute(sql`
      insert into ${queueEntries}
        (provider_id, consumer_name, consumer_age, consumer_contact, consumer_gender, source, status, joined_at, ended_at,
          token, token_day)
      select * from json_to_recordset(${batch}::json) as r(
        provider_id uuid, consumer_name text, consumer_age int, consumer_contact text, consumer_gender gender,
        source queue_source, status queue_status, joined_at timestamptz, ended_at timestamptz, token int, token_day date)`);
  }
  return rows.length;
}
