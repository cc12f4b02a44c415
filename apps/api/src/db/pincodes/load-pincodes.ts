import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { count } from 'drizzle-orm';
import type { Database } from '../client';
import { pincodes } from '../schema';
import { parsePincodeFile } from './pincode-file';

export const PINCODE_DATA_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'pincodes-in.tsv.gz');
const BATCH = 1000;

/**
 * Fills the `pincodes` table from the committed GeoNames extract when it is empty (first start).
 * Several processes starting at once may all try; conflicting rows are skipped. Answers the number
 * of rows inserted (0 when the table was already filled).
 */
export async function loadPincodes(database: Database, file = PINCODE_DATA_FILE): Promise<number> {
  const [row] = await database.db.select({ n: count() }).from(pincodes);
  if ((row?.n ?? 0) > 0) return 0;
  const records = parsePincodeFile(gunzipSync(await readFile(file)).toString('utf8'));
  await database.db.transaction(async (tx) => {
    for (let i = 0; i < records.length; i += BATCH) {
      await tx
        .insert(pincodes)
        .values(records.slice(i, i + BATCH))
        .onConflictDoNothing();
    }
  });
  return records.length;
}
