import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client';

// Commits on the embedded database do not each wait for their log to be written out; a copy of the
// data directory must still hold every commit made before it was asked for.
describe.skipIf(!!process.env.TEST_DATABASE_URL)('a dump of the embedded database', () => {
  it('holds every commit made before it', async () => {
    const original = await openDatabase({});
    await original.db.execute(sql`create table kept (n int)`);
    await original.db.execute(sql`insert into kept select generate_series(1, 1000)`);
    const dump = await original.dump?.();
    await original.close();

    const copy = await openDatabase({ loadDataDir: dump });
    const result = (await copy.db.execute(sql`select count(*)::int as n from kept`)) as { rows: { n: number }[] };
    await copy.close();
    expect(result.rows[0]?.n).toBe(1000);
  });
});
