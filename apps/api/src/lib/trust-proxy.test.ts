import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';

const trustProxy = (value: string) => loadConfig({ TRUST_PROXY: value }).trustProxy;

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(trustProxy('false')).toBe(false);
    expect(trustProxy('0')).toBe(false);
  });

  it('takes a hop count or a list of proxy addresses and ranges', () => {
    expect(trustProxy('1')).toBe(1);
    expect(trustProxy('2')).toBe(2);
    expect(trustProxy('10.0.0.0/8, loopback,2001:db8::/32, 192.168.1.4')).toEqual([
      '10.0.0.0/8',
      'loopback',
      '2001:db8::/32',
      '192.168.1.4',
    ]);
  });

  it('refuses true, which would let clients name any address, and points to a hop count', () => {
    expect(() => trustProxy('true')).toThrow(/TRUST_PROXY: "true" would trust any X-Forwarded-For.*TRUST_PROXY=1/);
  });

  it('refuses values that are not addresses or ranges', () => {
    expect(() => trustProxy('10.0.0.0/33')).toThrow(/TRUST_PROXY: "10.0.0.0\/33" is not a hop count/);
    expect(() => trustProxy('proxy.internal')).toThrow(/TRUST_PROXY/);
    expect(() => trustProxy('99')).toThrow(/at most 32/);
  });
});
