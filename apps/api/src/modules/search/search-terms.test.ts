import type { ProviderCard } from '@kataar/shared/provider';
import { describe, expect, it } from 'vitest';
import { searchable } from './search-terms';

const card = (username: string, businessName: string): ProviderCard => ({
  username,
  business_name: businessName,
  industry: 'Healthcare',
  category: 'GeneralPhysician',
  speciality: '',
  city: 'Pune',
  state: 'Maharashtra',
  area: 'Kothrud',
  is_open: true,
  profile_photo: null,
  base_pricing: 500,
  latitude: null,
  longitude: null,
  distance_km: null,
});

describe('searchable', () => {
  it('folds a name to sound keys in both scripts', () => {
    const [entry] = searchable([card('gupta', 'गुप्ता Sharma Clinic')]);
    expect(entry?.keys).toBe(' gupt srm klinik');
    expect(entry?.devanagariKeys).toBe(' gupt');
  });

  it('folds each provider once: a new cards array after a change reuses the unchanged cards’ words', () => {
    const sharma = card('sharma', 'Sharma Family Clinic');
    const before = searchable([sharma, card('meera', 'Meera')]);
    const after = searchable([card('meera', 'Dr. Meera Kapoor'), sharma]);
    expect(after[1]).toBe(before[0]);
    expect(after[0]).not.toBe(before[1]);
    expect(after[0]?.keys).toBe(' dr mir kpur');
  });
});
