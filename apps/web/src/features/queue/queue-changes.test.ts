import type { QueueOverview } from '@kataar/shared/queue';
import { describe, expect, it } from 'vitest';
import { describeChange } from './queue-changes';

const at = (count: number, position: number | null): QueueOverview => ({
  count,
  position,
  eta_minutes: position === null ? null : position * 10,
  token: position === null ? null : position + 20,
  is_open: true,
  queue_status: true,
  last_entry: null,
  rejoin_until: null,
});

describe('what a change of the overview means to the user', () => {
  it('moving up announces the new position and celebrates the shorter line', () => {
    expect(describeChange(at(5, 3), at(4, 2))).toEqual({ announcement: 'Your position: 2', celebrate: true });
  });

  it('joining announces the position without confetti', () => {
    expect(describeChange(at(3, null), at(4, 4))).toEqual({ announcement: 'Your position: 4', celebrate: false });
  });

  it('being called or leaving celebrates and says so', () => {
    expect(describeChange(at(3, 1), at(2, null))).toEqual({
      announcement: 'You are no longer in the queue.',
      celebrate: true,
    });
  });

  it('someone else leaving celebrates quietly; a longer line or no change does nothing', () => {
    expect(describeChange(at(3, null), at(2, null))).toEqual({ announcement: null, celebrate: true });
    expect(describeChange(at(3, null), at(4, null))).toEqual({ announcement: null, celebrate: false });
    expect(describeChange(at(3, 2), at(3, 2))).toEqual({ announcement: null, celebrate: false });
  });

  it('a call marked a no-show says once that the turn was missed', () => {
    const called = { ...at(2, null), last_entry: { status: 'called' as const, token: 21, at: '2026-11-23T10:00:00Z' } };
    const missed = { ...called, last_entry: { status: 'no_show' as const, token: 21, at: '2026-11-23T10:04:00Z' } };
    expect(describeChange(called, missed)).toEqual({ announcement: 'You missed your turn', celebrate: false });
    expect(describeChange(missed, { ...missed, count: 3 })).toEqual({ announcement: null, celebrate: false });
  });
});
