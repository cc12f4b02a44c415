import { describe, expect, it } from 'vitest';
import { slotLabel } from './appointment-alerts';

describe('slotLabel', () => {
  // 05:00 UTC is 10:30 in India.
  const start = new Date('2026-11-24T05:00:00Z');

  it('names a slot in India time, in English by default', () => {
    expect(slotLabel(start)).toBe('Tue, 24 Nov, 10:30');
    expect(slotLabel(start, 'en')).toBe('Tue, 24 Nov, 10:30');
  });

  it('names it in Hindi for Hindi readers', () => {
    expect(slotLabel(start, 'hi')).toBe('मंगल, 24 नव॰, 10:30');
  });

  it('gives each language its own words however the calls interleave', () => {
    const later = new Date('2026-12-01T12:45:00Z');
    expect([slotLabel(start, 'hi'), slotLabel(later), slotLabel(later, 'hi')]).toEqual([
      'मंगल, 24 नव॰, 10:30',
      'Tue, 1 Dec, 18:15',
      'मंगल, 1 दिस॰, 18:15',
    ]);
  });
});
