import { describe, expect, it } from 'vitest';
import { AddressRefused, checkedAddresses, isPublicAddress } from './webhook-address';

describe('which addresses a webhook may reach', () => {
  it('refuses IPv6 forms that carry a private, loopback or link-local IPv4 address', () => {
    for (const address of [
      '::127.0.0.1',
      '::169.254.169.254',
      '::10.0.0.1',
      '::ffff:127.0.0.1',
      '::ffff:0:10.0.0.1',
      '64:ff9b::10.0.0.1',
      '64:ff9b::7f00:1',
      '2002:7f00:1::',
      '2002:a9fe:a9fe::1',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('judges an IPv4 address written as IPv6 as that IPv4 address, and leaves public IPv6 alone', () => {
    expect(isPublicAddress('::ffff:93.184.216.34')).toBe(true);
    expect(isPublicAddress('::93.184.216.34')).toBe(true);
    expect(isPublicAddress('2606:2800:220:1:248:1893:25c8:1946')).toBe(true);
    expect(isPublicAddress('::1')).toBe(false);
    expect(isPublicAddress('::')).toBe(false);
  });

  it('refuses them again when a connection resolves its host', async () => {
    await expect(checkedAddresses('[::127.0.0.1]', false)).rejects.toBeInstanceOf(AddressRefused);
    await expect(checkedAddresses('::10.0.0.1', false)).rejects.toBeInstanceOf(AddressRefused);
  });
});
