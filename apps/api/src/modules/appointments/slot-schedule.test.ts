import { describe, expect, it } from 'vitest';
import { APPOINTMENT_MESSAGES, DEFAULT_APPOINTMENT_SETTINGS } from '@kataar/shared/appointments';
import { checkSlot, insideHours, istIso, slotsOfDate, slotsOn, weekdayOf, type Schedule } from './slot-schedule';

// 2026-11-23 is a Monday.
const schedule = (overrides: Partial<Schedule> = {}): Schedule => ({
  slotMinutes: 30,
  seatsPerSlot: 2,
  horizonDays: 7,
  cutoffMinutes: 60,
  weekly: { ...DEFAULT_APPOINTMENT_SETTINGS.weekly, mon: [['10:00', '12:00']] },
  daysOff: [],
  ...overrides,
});
const at = (iso: string) => new Date(iso);
const none = () => 0;
const starts = (s: Schedule, date: string) => slotsOfDate(s, date).map((x) => istIso(x.start));

describe('slot generation', () => {
  it('names weekdays of India dates', () => {
    expect(weekdayOf('2026-11-23')).toBe('mon');
    expect(weekdayOf('2026-11-29')).toBe('sun');
  });

  it('cuts split days into whole slots and drops a tail shorter than a slot', () => {
    const s = schedule({
      slotMinutes: 45,
      weekly: {
        ...DEFAULT_APPOINTMENT_SETTINGS.weekly,
        mon: [
          ['17:00', '19:00'],
          ['10:00', '11:30'],
        ],
      },
    });
    expect(starts(s, '2026-11-23')).toEqual([
      '2026-11-23T10:00:00+05:30',
      '2026-11-23T10:45:00+05:30',
      '2026-11-23T17:00:00+05:30',
      '2026-11-23T17:45:00+05:30',
    ]);
    // 18:30–19:00 is shorter than 45 minutes.
    expect(slotsOfDate(s, '2026-11-23').at(-1)?.end.toISOString()).toBe('2026-11-23T13:00:00.000Z');
  });

  it('runs a late interval to midnight with a 24:00 end, the last slot ending the next day', () => {
    const s = schedule({
      slotMinutes: 60,
      weekly: { ...DEFAULT_APPOINTMENT_SETTINGS.weekly, tue: [['22:00', '24:00']] },
    });
    const slots = slotsOfDate(s, '2026-11-24');
    expect(slots.map((x) => [istIso(x.start), istIso(x.end)])).toEqual([
      ['2026-11-24T22:00:00+05:30', '2026-11-24T23:00:00+05:30'],
      ['2026-11-24T23:00:00+05:30', '2026-11-25T00:00:00+05:30'],
    ]);
    // India's midnight is 18:30 UTC the day before.
    expect(slots[1]?.end.toISOString()).toBe('2026-11-24T18:30:00.000Z');
    // Wednesday has no hours of its own: the 23:00 slot belongs to Tuesday only.
    expect(slotsOfDate(s, '2026-11-25')).toEqual([]);
  });

  it('gives seats left, 0 for a full slot; leaves out slots past their cutoff or started, and a day off', () => {
    const s = schedule({ daysOff: ['2026-11-30'] });
    // 09:15 India time: the 10:00 slot is within the 60-minute cutoff.
    const now = at('2026-11-23T03:45:00Z');
    const taken = (start: Date) => (istIso(start) === '2026-11-23T11:00:00+05:30' ? 2 : 1);
    expect(slotsOn(s, '2026-11-23', now, taken)).toEqual([
      { start: '2026-11-23T10:30:00+05:30', end: '2026-11-23T11:00:00+05:30', seats_left: 1 },
      { start: '2026-11-23T11:00:00+05:30', end: '2026-11-23T11:30:00+05:30', seats_left: 0 },
      { start: '2026-11-23T11:30:00+05:30', end: '2026-11-23T12:00:00+05:30', seats_left: 1 },
    ]);
    // 11:20: the 11:00 slot has started, the 11:30 one is past its cutoff.
    expect(slotsOn(s, '2026-11-23', at('2026-11-23T05:50:00Z'), none)).toEqual([]);
    expect(slotsOn(s, '2026-11-30', now, none)).toEqual([]);
    expect(slotsOn(s, '2026-11-16', now, none)).toEqual([]);
  });

  it('offers the horizon’s last day and nothing after it', () => {
    const s = schedule({ horizonDays: 7 });
    const now = at('2026-11-23T03:45:00Z');
    expect(slotsOn(s, '2026-11-30', now, none)).toHaveLength(4);
    expect(slotsOn(schedule({ horizonDays: 6 }), '2026-11-30', now, none)).toEqual([]);
  });

  it('takes the India day, not the UTC one, as today just after midnight', () => {
    // 00:10 on Tuesday in India is still Monday in UTC; Monday is past.
    const now = at('2026-11-23T18:40:00Z');
    expect(slotsOn(schedule(), '2026-11-23', now, none)).toEqual([]);
    expect(checkSlot(schedule(), at('2026-11-30T04:30:00Z'), now)).toMatchObject({ slot: expect.anything() });
  });

  it('names why a start cannot be booked', () => {
    const s = schedule({ daysOff: ['2026-11-30'], horizonDays: 10 });
    const now = at('2026-11-23T03:45:00Z');
    const refusal = (iso: string) => ('refusal' in checkSlot(s, at(iso), now) ? checkSlot(s, at(iso), now) : null);
    expect(refusal('2026-11-23T10:40:00+05:30')).toEqual({ refusal: APPOINTMENT_MESSAGES.slotNotOffered });
    expect(refusal('2026-11-24T10:30:00+05:30')).toEqual({ refusal: APPOINTMENT_MESSAGES.slotNotOffered });
    expect(refusal('2026-11-30T10:30:00+05:30')).toEqual({ refusal: APPOINTMENT_MESSAGES.dayOff });
    expect(refusal('2026-11-16T10:30:00+05:30')).toEqual({ refusal: APPOINTMENT_MESSAGES.slotInPast });
    expect(refusal('2026-12-07T10:30:00+05:30')).toEqual({ refusal: APPOINTMENT_MESSAGES.beyondHorizon });
    expect(refusal('2026-11-23T10:00:00+05:30')).toEqual({ refusal: APPOINTMENT_MESSAGES.pastCutoff });
    expect(refusal('2026-11-23T10:30:00+05:30')).toBeNull();
  });

  it('offers a start exactly when the day’s slots list it, with the same end', () => {
    const s = schedule({
      slotMinutes: 25,
      horizonDays: 30,
      cutoffMinutes: 0,
      weekly: {
        ...DEFAULT_APPOINTMENT_SETTINGS.weekly,
        mon: [
          ['11:00', '13:00'],
          ['09:05', '12:10'],
          ['14:00', '15:15'],
          ['22:40', '24:00'],
        ],
      },
    });
    const now = at('2026-11-20T00:00:00Z');
    const day = Date.parse('2026-11-23T00:00:00+05:30');
    const listed = new Map(slotsOfDate(s, '2026-11-23').map((slot) => [slot.start.getTime(), slot.end.getTime()]));
    for (let minute = 0; minute < 24 * 60; minute += 1) {
      for (const seconds of [0, 30]) {
        const start = new Date(day + minute * 60_000 + seconds * 1000);
        const checked = checkSlot(s, start, now);
        const end = listed.get(start.getTime());
        if (end === undefined) expect(checked).toEqual({ refusal: APPOINTMENT_MESSAGES.slotNotOffered });
        else expect(checked).toEqual({ slot: { start, end: new Date(end) } });
      }
    }
  });

  it('flags a booking whose slot left the hours', () => {
    const s = schedule();
    expect(insideHours(s, at('2026-11-23T10:30:00+05:30'), at('2026-11-23T11:00:00+05:30'))).toBe(true);
    expect(insideHours(s, at('2026-11-23T12:00:00+05:30'), at('2026-11-23T12:30:00+05:30'))).toBe(false);
    // Same start, but the slot length changed.
    expect(insideHours(s, at('2026-11-23T10:00:00+05:30'), at('2026-11-23T10:15:00+05:30'))).toBe(false);
  });
});
