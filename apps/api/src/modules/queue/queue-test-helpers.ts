// Helpers for the queue's tests: join payloads, a JSON caller, an SSE client.
import type { AppDeps } from '../../app';
import { signedInUser, type SignedInUser } from '../../test/auth-fixtures';
import { caller } from '../../test/json-caller';
import { insertProvider } from '../../test/provider-fixtures';
import { listen } from '../../test/sse-client';
import { createTestApp, type TestApp } from '../../test/test-app';

// The JSON caller, join payloads and the SSE client are shared with other modules' tests.
export { caller, customer, type Answer } from '../../test/json-caller';
export { listen, openStream, type SseClient } from '../../test/sse-client';

export interface DeskTestApp {
  t: TestApp;
  call: ReturnType<typeof caller>;
  /** The listening app's base URL, for event streams. */
  base: string;
  /** The first provider's id; `owner` and `desk` (a receptionist) work there. */
  providerId: string;
  owner: SignedInUser;
  desk: SignedInUser;
  /** The owner of 'other-salon' ("Other Salon"), a second queue to wait in. */
  otherOwner: SignedInUser;
  /** Consumers `${domain}{i}@example.in`. */
  people: SignedInUser[];
}

/**
 * A listening test app with two providers: `username` (`businessName`), run by `owner@{domain}` and
 * the receptionist `desk@{domain}`, and 'other-salon', run by `owner@other.in`; and `peopleCount`
 * consumers.
 */
export async function createDeskTestApp({
  username,
  businessName,
  domain,
  peopleCount,
  deps = {},
}: {
  username: string;
  businessName: string;
  domain: string;
  peopleCount: number;
  deps?: Pick<AppDeps, 'now'>;
}): Promise<DeskTestApp> {
  let providerId = '';
  let otherId = '';
  const t = await createTestApp(
    async (database) => {
      providerId = (await insertProvider(database, { username, businessName })).id;
      otherId = (await insertProvider(database, { username: 'other-salon', businessName: 'Other Salon' })).id;
    },
    {},
    deps,
  );
  const people: SignedInUser[] = [];
  for (let i = 0; i < peopleCount; i++)
    people.push(await signedInUser(t.database, `${domain.split('.')[0]}${i}@example.in`));
  return {
    t,
    call: caller(t.app),
    base: await listen(t.app),
    providerId,
    owner: await signedInUser(t.database, `owner@${domain}`, { provider: { id: providerId } }),
    desk: await signedInUser(t.database, `desk@${domain}`, { provider: { id: providerId, role: 'receptionist' } }),
    otherOwner: await signedInUser(t.database, 'owner@other.in', { provider: { id: otherId } }),
    people,
  };
}
