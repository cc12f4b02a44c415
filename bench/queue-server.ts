// The real API (buildApp, production logging) on a fresh embedded database holding one provider
// with 1,000 people waiting online. Started by queue.ts as a child process; it reports its URL and
// bearer tokens (the provider's desk and every waiting consumer) over the IPC channel.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { kolkataDate } from '@kataar/shared/analytics';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/client';
import { providerMembers, providers, queueEntries, users } from '../apps/api/src/db/schema';
import { createTokens } from '../apps/api/src/lib/tokens';

export const BENCH_USERNAME = 'bench-clinic';
export const BENCH_WAITING = Number(process.env.BENCH_WAITING ?? 1000);

export interface QueueServerReady {
  url: string;
  deskToken: string;
  /** Access tokens of the waiting consumers, first in line first. */
  consumerTokens: string[];
}

const config = loadConfig({ ...process.env, DEMO_DATA: 'false' });
const secret = config.jwtSecret;
if (!secret) throw new Error('JWT_SECRET must be set');
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: path.join(config.dataDir, 'db') });
await database.migrate();

const [provider] = await database.db
  .insert(providers)
  .values({
    username: BENCH_USERNAME,
    businessName: 'Bench Clinic',
    industry: 'Healthcare',
    category: 'GeneralPhysician',
    isOpen: true,
    addressLine1: '1 Bench Road',
    city: 'Pune',
    state: 'Maharashtra',
    pincode: '411001',
    businessContact: '9876543210',
  })
  .returning();
if (!provider) throw new Error('could not create the bench provider');
const [desk, ...consumers] = await database.db
  .insert(users)
  .values([
    { email: 'desk@bench.in', name: 'Desk' },
    ...Array.from({ length: BENCH_WAITING }, (_, i) => ({ email: `c${i}@bench.in`, name: `Consumer ${i}` })),
  ])
  .returning();
if (!desk) throw new Error('could not create the bench users');
await database.db.insert(providerMembers).values({ providerId: provider.id, userId: desk.id, role: 'owner' });
const start = Date.now() - 2 * 3_600_000;
for (let i = 0; i < consumers.length; i += 500) {
  await database.db.insert(queueEntries).values(
    consumers.slice(i, i + 500).map((c, j) => ({
      providerId: provider.id,
      consumerUserId: c.id,
      consumerName: c.name,
      consumerAge: 30,
      consumerContact: '9876543210',
      consumerGender: 'female' as const,
      source: 'online' as const,
      joinedAt: new Date(start + (i + j) * 1000),
      token: i + j + 1,
      tokenDay: kolkataDate(),
    })),
  );
}

const app = await buildApp(config, { database });
await app.listen({ port: config.port, host: '127.0.0.1' });
const tokens = createTokens(secret);
const ready: QueueServerReady = {
  url: `http://127.0.0.1:${config.port}`,
  deskToken: await tokens.signAccess(desk, randomUUID()),
  consumerTokens: await Promise.all(consumers.map((c) => tokens.signAccess(c, randomUUID()))),
};
process.send?.(ready);

const stop = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('disconnect', () => void stop());
