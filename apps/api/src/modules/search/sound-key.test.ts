import { describe, expect, it } from 'vitest';
import { isDevanagari, soundKey } from './sound-key';

const sameKey = (...words: string[]) =>
  expect(new Set(words.map(soundKey)), words.join(', ')).toHaveProperty('size', 1);

describe('soundKey', () => {
  it('gives a name one key in Devanagari and in Latin letters', () => {
    sameKey('शर्मा', 'Sharma', 'SHARMA');
    sameKey('गुप्ता', 'Gupta');
    sameKey('अग्रवाल', 'Agarwal', 'Agrawal');
    sameKey('कपूर', 'Kapoor', 'Kapur');
    sameKey('लक्ष्मी', 'Lakshmi', 'Laxmi');
    sameKey('संजय', 'Sanjay');
    sameKey('चोपड़ा', 'Chopra');
    sameKey('सिंह', 'Singh');
    sameKey('अंबानी', 'Ambani');
    sameKey('जैन', 'Jain');
    sameKey('गौरव', 'Gaurav');
    sameKey('फ़ैमिली', 'फैमिली');
    sameKey('क्लिनिक', 'Clinic');
    sameKey('स्टूडियो', 'Studio');
    sameKey('प्रिया', 'Priya');
  });

  it('forgets short and long vowels, sh and s, w and v, doubled letters and the unspoken a', () => {
    sameKey('sharma', 'sarma', 'sharmaa', 'shrma', 'शरमा');
    sameKey('Meera', 'Mira', 'मीरा', 'मिरा');
    sameKey('kamla', 'kamala', 'कमला');
    sameKey('Verma', 'Werma');
    sameKey('वर्मा', 'Varma');
    sameKey('Iyer', 'Iyyer');
  });

  it('forgets nasal marks and the nukta', () => {
    sameKey('दांत', 'दाँत', 'daant', 'dant', 'danth');
    sameKey('ज़ुकाम', 'जुकाम', 'zukam', 'jukam');
    sameKey('लेज़र', 'लेजर');
  });

  it('keeps words that sound different apart', () => {
    expect(soundKey('sharma')).not.toBe(soundKey('verma'));
    expect(soundKey('कमल')).not.toBe(soundKey('कोमल'));
    expect(soundKey('dant')).not.toBe(soundKey('dent'));
  });

  it('keeps a word outside both scripts as it is, in lower case', () => {
    expect(soundKey('25')).toBe('25');
    expect(soundKey('José')).toBe('jose');
  });

  it('tells Devanagari from Latin letters', () => {
    expect(isDevanagari('दांत')).toBe(true);
    expect(isDevanagari('daant')).toBe(false);
  });
});
