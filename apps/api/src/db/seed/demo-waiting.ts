import type { DemoCityKey } from './demo-cities';
import { fullName, personFrom, type Gender } from './demo-names';
import { indianMobile } from './demo-phone';
import type { Prng } from './prng';

/** Someone already in a demo queue when the product first starts. */
export interface DemoWaitingPerson {
  name: string;
  age: number;
  contact: string;
  gender: Gender;
  source: 'online' | 'walk_in';
  /** Login e-mail of the consumer who joined online; null for a walk-in added at the desk. */
  email: string | null;
  /** How long ago they joined; the queue is ordered by it, longest wait first. */
  minutesAgo: number;
}

interface Audience {
  ages: [number, number];
  gender?: Gender;
  femaleShare?: number;
}

/** Who plausibly waits where: ages, and the gender a trade mostly serves. */
const AUDIENCE: Record<string, Audience> = {
  GeneralPhysician: { ages: [3, 80] },
  Gynaecologist: { ages: [20, 44], gender: 'female' },
  Dentist: { ages: [6, 72] },
  Cardiologist: { ages: [38, 80] },
  Orthopaedic: { ages: [16, 78] },
  Ophthalmologist: { ages: [8, 80] },
  Salon: { ages: [6, 65] },
  Spa: { ages: [22, 62] },
  MakeupArtist: { ages: [19, 45], femaleShare: 0.9 },
  NailArt: { ages: [17, 45], femaleShare: 0.9 },
  Beautician: { ages: [16, 55], femaleShare: 0.9 },
};
const DEFAULT_AUDIENCE: Audience = { ages: [18, 70] };

/** Counts of people in an open queue; most have a few, some none. */
const QUEUE_SIZES = [0, 0, 1, 1, 2, 2, 3, 3, 4, 5, 6];

export const randomQueueSize = (prng: Prng): number => prng.pick(QUEUE_SIZES);

/**
 * `count` people waiting in one queue, longest wait first, joined 5-90 minutes ago. Online joiners
 * get a consumer account `{first}.{last}{n}@example.in`; `nextNumber` keeps those unique.
 */
export function waitingPeople(
  prng: Prng,
  city: DemoCityKey,
  category: string,
  count: number,
  nextNumber: () => number,
): DemoWaitingPerson[] {
  const audience = AUDIENCE[category] ?? DEFAULT_AUDIENCE;
  const joined = Array.from({ length: count }, () => prng.int(5, 90)).sort((a, b) => b - a);
  return joined.map((minutesAgo) => {
    const gender = audience.gender ?? (prng.chance(audience.femaleShare ?? 0.5) ? 'female' : 'male');
    const person = personFrom(prng, city, gender);
    const online = prng.chance(0.75);
    const local = `${person.first}.${person.last}`.toLowerCase().replace(/[^a-z.]/g, '');
    return {
      name: fullName(person),
      age: prng.int(audience.ages[0], audience.ages[1]),
      contact: indianMobile(prng),
      gender,
      source: online ? 'online' : 'walk_in',
      email: online ? `${local}${nextNumber()}@example.in` : null,
      minutesAgo,
    };
  });
}
