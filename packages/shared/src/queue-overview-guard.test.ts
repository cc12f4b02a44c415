import { describe, expect, it } from 'vitest';
import { queueOverviewSchema, streamTokenAnswerSchema } from './queue';
import { overviewOf } from './queue-fixtures';
import { isQueueOverview, streamTokenOf } from './queue-overview-guard';

const LAST = { status: 'no_show' as const, token: 14, at: '2026-11-27T10:00:00.000+05:30' };
const VALID = [
  overviewOf(),
  overviewOf({ count: 3, position: 1, eta_minutes: 10, token: 14 }),
  overviewOf({ last_entry: LAST, rejoin_until: '2026-11-27T10:10:00.000+05:30', is_open: false, queue_status: false }),
  { ...overviewOf(), extra: 'ignored' },
];
// Every field in turn given what the schema refuses: wrong types, fractions, out of range, missing.
const WRONG: Record<string, unknown[]> = {
  count: ['many', 1.5, null, undefined, Infinity, Number.MAX_SAFE_INTEGER + 1],
  position: ['1', 2.5, undefined],
  eta_minutes: ['10', 0.5, undefined],
  token: [0, -1, 1.5, '14', undefined],
  is_open: ['true', 1, null, undefined],
  queue_status: ['true', 0, null, undefined],
  last_entry: [
    'called',
    {},
    { ...LAST, status: 'served' },
    { ...LAST, token: 0 },
    { ...LAST, at: 5 },
    [LAST],
    undefined,
  ],
  rejoin_until: [5, false, undefined],
};

describe('the stream guards agree with the schemas', () => {
  const samples: unknown[] = [
    ...VALID,
    ...Object.entries(WRONG).flatMap(([field, values]) => values.map((value) => ({ ...overviewOf(), [field]: value }))),
    null,
    'overview',
    [],
    42,
  ];

  it.each(samples.map((sample) => [JSON.stringify(sample) ?? String(sample), sample]))(
    'overview %s',
    (_label, sample) => {
      expect(isQueueOverview(sample)).toBe(queueOverviewSchema.safeParse(sample).success);
    },
  );

  it('accepts every valid overview and refuses every wrong field', () => {
    expect(VALID.every(isQueueOverview)).toBe(true);
    expect(samples.filter(isQueueOverview)).toHaveLength(VALID.length);
  });

  it('checks every field the schema has', () => {
    expect(Object.keys(WRONG).sort()).toEqual(Object.keys(queueOverviewSchema.shape).sort());
  });

  it.each([
    [{ data: { token: 't1', expires_in: 60 } }, 't1'],
    [{ data: { token: 't1', expires_in: '60' } }, null],
    [{ data: { token: 5, expires_in: 60 } }, null],
    [{ data: null }, null],
    [{ token: 't1' }, null],
    [null, null],
  ])('stream token of %j is %s', (answer, token) => {
    expect(streamTokenOf(answer)).toBe(token);
    expect(streamTokenAnswerSchema.safeParse(answer).success).toBe(token !== null);
  });
});
