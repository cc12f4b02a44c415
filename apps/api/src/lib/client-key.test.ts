import { describe, expect, it } from 'vitest';
import { clientKey } from './client-key';

describe('the key a per-address limit counts a client under', () => {
  it('counts every address of one IPv6 /64 as one client, and different /64s apart', () => {
    const key = clientKey('2001:db8:1:2::1');
    expect(clientKey('2001:db8:1:2:ffff:eeee:dddd:cccc')).toBe(key);
    expect(clientKey('2001:db8:1:3::1')).not.toBe(key);
  });

  it('keeps an IPv4 address as it is, also when written as IPv6', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });
});
