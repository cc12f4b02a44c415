import { describe, expect, it } from 'vitest';
import { appointmentIcs } from './appointment-ics';
import { foldByOctets } from './ics-folding';

const octets = (line: string) => new TextEncoder().encode(line).length;
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '');

describe('foldByOctets', () => {
  it('leaves short lines alone', () => {
    const ics = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';
    expect(foldByOctets(ics)).toBe(ics);
  });

  it('folds a Hindi line at 75 octets without splitting a letter, and unfolds to the same text', () => {
    const location = `LOCATION:${'शर्मा क्लिनिक, एफ़सी रोड, पुणे '.repeat(6)}`;
    const folded = foldByOctets(`BEGIN:VEVENT\r\n${location}\r\nEND:VEVENT`);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(8);
    for (const line of lines) expect(octets(line)).toBeLessThanOrEqual(75);
    // No replacement characters: every fold falls between whole characters.
    expect(folded).not.toContain('\uFFFD');
    expect(unfold(folded)).toBe(`BEGIN:VEVENT\r\n${location}\r\nEND:VEVENT`);
  });

  it('refolds a line the ics package folded by characters', () => {
    const long = `DESCRIPTION:${'अ'.repeat(100)}`;
    const byCharacters = `${long.slice(0, 75)}\r\n\t${long.slice(75)}`;
    const folded = foldByOctets(byCharacters);
    for (const line of folded.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(unfold(folded)).toBe(long);
  });

  it('keeps an emoji (two UTF-16 units) whole', () => {
    const line = `SUMMARY:${'😀'.repeat(40)}`;
    const folded = foldByOctets(line);
    for (const part of folded.split('\r\n')) expect(octets(part)).toBeLessThanOrEqual(75);
    expect(unfold(folded)).toBe(line);
  });
});

describe('appointmentIcs', () => {
  it('writes no line over 75 octets for a clinic with a Hindi name and address', () => {
    const at = new Date('2026-11-24T05:00:00Z');
    const ics = appointmentIcs(
      {
        id: 'a1',
        reference: 'KTR12345',
        startAt: at,
        endAt: new Date(at.getTime() + 15 * 60_000),
        status: 'confirmed',
        updatedAt: at,
      },
      {
        businessName: 'शर्मा दंत चिकित्सालय',
        address: '12, फ़र्ग्युसन कॉलेज रोड, शिवाजीनगर, पुणे, महाराष्ट्र 411004',
        username: 'sharma-dental',
      },
      'https://kataar.example',
    );
    for (const line of ics.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(unfold(ics)).toContain('LOCATION:12\\, फ़र्ग्युसन कॉलेज रोड\\, शिवाजीनगर\\, पुणे\\, महाराष्ट्र 411004');
  });
});
