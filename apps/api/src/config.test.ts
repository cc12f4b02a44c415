import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('configuration', () => {
  it('refuses to start in production without PUBLIC_URL, saying what to set', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      'Invalid configuration: PUBLIC_URL: must be set in production to the address people open the site at, e.g. https://kataar.in',
    );
    expect(() => loadConfig({ NODE_ENV: 'production', PUBLIC_URL: '' })).toThrow(/PUBLIC_URL: must be set/);
  });

  it('takes PUBLIC_URL in production, and leaves it optional elsewhere', () => {
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://kataar.in' }).publicUrl).toBe('https://kataar.in');
    expect(loadConfig({ NODE_ENV: 'development' }).publicUrl).toBeUndefined();
    expect(loadConfig({}).publicUrl).toBeUndefined();
  });

  it('serves metrics only with a token long enough not to be guessed', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    // An empty value, as `.env` files leave it, is no token.
    expect(loadConfig({ METRICS_TOKEN: '' }).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: 'a'.repeat(32) }).metricsToken).toBe('a'.repeat(32));
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(
      'Invalid configuration: METRICS_TOKEN: must be at least 16 characters; make one with `openssl rand -hex 32`',
    );
  });
});

describe('DATABASE_SYNC', () => {
  it('syncs the embedded database by default, and takes off only as a flag', () => {
    expect(loadConfig({}).databaseSync).toBe(true);
    expect(loadConfig({ DATABASE_SYNC: 'off' }).databaseSync).toBe(false);
    expect(() => loadConfig({ DATABASE_SYNC: 'sometimes' })).toThrow(/DATABASE_SYNC/);
  });
});
