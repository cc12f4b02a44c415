import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import webpush from 'web-push';
import type { Config, VapidConfig } from '../config';

/** The generated keys' file in DATA_DIR (backups carry it). */
export const VAPID_KEYS_FILE = 'vapid-keys.json';

/**
 * Web Push keys: VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when set; for the embedded database (one
 * process, one DATA_DIR) a pair generated once into DATA_DIR/vapid-keys.json, so browsers'
 * subscriptions survive restarts. Servers on DATABASE_URL may run as several processes with their
 * own directories, so there the keys must be configured; without them push stays off.
 */
export async function resolveVapidKeys(
  config: Pick<Config, 'vapid' | 'databaseUrl' | 'dataDir'>,
): Promise<VapidConfig | undefined> {
  if (config.vapid) return config.vapid;
  if (config.databaseUrl) return undefined;
  const file = path.resolve(config.dataDir, VAPID_KEYS_FILE);
  const existing = await readKeys(file);
  if (existing) return existing;
  await mkdir(path.dirname(file), { recursive: true });
  const keys = webpush.generateVAPIDKeys();
  try {
    // 'wx' fails if another process created the file first; then that one's keys win.
    await writeFile(file, `${JSON.stringify(keys)}\n`, { mode: 0o600, flag: 'wx' });
  } catch (err) {
    const raced = (err as NodeJS.ErrnoException).code === 'EEXIST' ? await readKeys(file) : undefined;
    if (!raced) throw err;
    return raced;
  }
  return { ...keys, subject: undefined };
}

async function readKeys(file: string): Promise<VapidConfig | undefined> {
  try {
    const parsed = JSON.parse(await readFile(file, 'utf8')) as { publicKey?: unknown; privateKey?: unknown };
    if (typeof parsed.publicKey === 'string' && typeof parsed.privateKey === 'string') {
      return { publicKey: parsed.publicKey, privateKey: parsed.privateKey, subject: undefined };
    }
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  return undefined;
}
