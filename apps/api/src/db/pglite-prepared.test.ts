import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepStatementsPrepared } from './pglite-prepared';

describe('PGlite statements kept prepared', () => {
  let plain: PGlite;
  let kept: PGlite;
  const setup = 'create table t (id serial primary key, name text not null unique, doc jsonb, at timestamptz)';

  beforeAll(async () => {
    plain = await PGlite.create();
    kept = await PGlite.create();
    keepStatementsPrepared(kept);
    for (const db of [plain, kept]) await db.exec(setup);
  });
  afterAll(async () => {
    await Promise.all([plain.close(), kept.close()]);
  });

  it('answers what PGlite answers, run after run, parameters and all', async () => {
    const at = new Date('2026-11-23T03:30:00Z');
    for (const db of [plain, kept]) {
      for (const name of ['a', 'b', 'c']) {
        await db.query('insert into t (name, doc, at) values ($1, $2, $3)', [name, { n: name }, at]);
      }
      await db.query('insert into t (name, doc, at) values ($1, $2, $3)', ['d', null, null]);
      // Values are sent by their UTF-8 length, not their number of characters.
      await db.query('insert into t (name, doc) values ($1, $2)', ['शर्मा क्लिनिक', { city: 'पुणे' }]);
    }
    const select = 'select id, name, doc, at from t where name <> $1 order by id';
    for (const rowMode of ['object', 'array'] as const) {
      const expected = await plain.query(select, ['b'], { rowMode });
      for (let run = 0; run < 3; run++) {
        const got = await kept.query(select, ['b'], { rowMode });
        expect(got.rows).toEqual(expected.rows);
        expect(got.fields).toEqual(expected.fields);
      }
    }
    const update = await kept.query('update t set doc = $1 where name = $2', [{ n: 'x' }, 'a']);
    expect(update.affectedRows).toBe(1);
  });

  it('fails a statement with the database error, and the transaction rolls back', async () => {
    const failed = kept.transaction(async (tx) => {
      await tx.query('insert into t (name) values ($1)', ['e']);
      await tx.query('insert into t (name) values ($1)', ['a']);
    });
    await expect(failed).rejects.toMatchObject({ code: '23505' });
    const left = await kept.query<{ n: number }>('select count(*)::int as n from t where name = $1', ['e']);
    expect(left.rows[0]?.n).toBe(0);
    // The connection is fine afterwards, inside and outside transactions.
    await kept.transaction(async (tx) => {
      await tx.query('insert into t (name) values ($1)', ['e']);
    });
    const after = await kept.query<{ n: number }>('select count(*)::int as n from t where name = $1', ['e']);
    expect(after.rows[0]?.n).toBe(1);
  });

  it('keeps working beyond the statements it keeps at once', async () => {
    for (let i = 0; i < 320; i++) {
      const got = await kept.query<{ v: number }>(`select $1::int + ${i} as v`, [1]);
      expect(got.rows[0]?.v).toBe(i + 1);
    }
    const again = await kept.query<{ v: number }>('select $1::int + 0 as v', [5]);
    expect(again.rows[0]?.v).toBe(5);
  });
});
