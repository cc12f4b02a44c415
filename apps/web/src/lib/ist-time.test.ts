import { describe, expect, it } from 'vitest';
import { addDays, istClock, istToday, longDate } from './ist-time';

describe('India time helpers', () => {
  it('reads the India wall-clock of an instant, whatever its offset', () => {
    expect(istClock('2026-11-24T10:30:00+05:30')).toBe('10:30');
    expect(istClock('2026-11-24T05:00:00Z')).toBe('10:30');
    expect(istClock('2026-11-24T18:45:00Z')).toBe('00:15');
  });

  it("today's date turns at India's midnight, not UTC's", () => {
    expect(istToday(new Date('2026-11-23T18:29:00Z'))).toBe('2026-11-23');
    expect(istToday(new Date('2026-11-23T18:30:00Z'))).toBe('2026-11-24');
  });

  it('moves dates across month and year ends', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(longDate('2026-11-24')).toMatch(/Tue.*24.*Nov.*2026/);
  });
});
