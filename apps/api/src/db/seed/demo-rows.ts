import { kolkataDate } from '@kataar/shared/analytics';
import type { providers, queueEntries } from '../schema';
import type { DemoPhotoUrls } from './demo-photos';
import { demoPoint } from './demo-points';
import type { DemoProvider } from './demo-providers';

export const DEMO_ADMIN = { email: 'admin@kataar.test', name: 'Kataar Admin' } as const;

/** The providers row of a demo provider, with its stored photos. */
export function providerRow(p: DemoProvider, photos: DemoPhotoUrls | undefined): typeof providers.$inferInsert {
  const point = demoPoint(p.city, p.area, p.username);
  return {
    username: p.username,
    businessName: p.businessName,
    industry: p.industry,
    category: p.category,
    speciality: p.speciality,
    area: p.area,
    isOpen: p.isOpen,
    queueRunning: p.queueRunning,
    basePricing: p.basePricing,
    profilePhoto: photos?.profilePhoto ?? null,
    displayPhoto1: photos?.displayPhotos[0] ?? null,
    displayPhoto2: photos?.displayPhotos[1] ?? null,
    displayPhoto3: photos?.displayPhotos[2] ?? null,
    addressLine1: p.addressLine1,
    addressLine2: p.addressLine2,
    city: p.city,
    state: p.state,
    pincode: p.pincode,
    latitude: point?.lat ?? null,
    longitude: point?.lng ?? null,
    businessContact: p.businessContact,
    businessEmail: p.businessEmail,
  };
}

/**
 * The queue entries of a demo provider, all still waiting. Online ones belong to the consumer
 * account of their e-mail (`userIdByEmail`); walk-ins have none. Their tokens are today's first,
 * in joining order, even for someone seated since before midnight: the history holds no today.
 */
export function queueRows(
  p: DemoProvider,
  providerId: string,
  userIdByEmail: ReadonlyMap<string, string>,
  now: number,
): (typeof queueEntries.$inferInsert)[] {
  const tokenDay = kolkataDate(new Date(now));
  return [...p.waiting]
    .sort((a, b) => b.minutesAgo - a.minutesAgo)
    .map((person, i) => ({
      providerId,
      consumerUserId: person.email === null ? null : (userIdByEmail.get(person.email) ?? null),
      consumerName: person.name,
      consumerAge: person.age,
      consumerContact: person.contact,
      consumerGender: person.gender,
      source: person.source,
      status: 'waiting' as const,
      joinedAt: new Date(now - person.minutesAgo * 60_000),
      token: i + 1,
      tokenDay,
    }));
}

/** Every account the demo needs: the admin, one owner per provider, one consumer per online joiner. */
export function demoUsers(demo: readonly DemoProvider[]): { email: string; name: string; isAdmin: boolean }[] {
  return [
    { ...DEMO_ADMIN, isAdmin: true },
    ...demo.map((p) => ({ ...p.owner, isAdmin: false })),
    ...demo.flatMap((p) =>
      p.waiting.flatMap((person) =>
        person.email === null ? [] : [{ email: person.email, name: person.name, isAdmin: false }],
      ),
    ),
  ];
}
