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

  it('counts limits in memory unless REDIS_URL names a Redis server', () => {
    expect(loadConfig({})).toMatchObject({ redisUrl: undefined, redisKeyPrefix: 'kataar:' });
    expect(loadConfig({ REDIS_URL: '' }).redisUrl).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'redis://10.0.0.5:6379/2' }).redisUrl).toBe('redis://10.0.0.5:6379/2');
    expect(loadConfig({ REDIS_URL: 'rediss://user:secret@cache.example.in' }).redisUrl).toBe(
      'rediss://user:secret@cache.example.in',
    );
    expect(() => loadConfig({ REDIS_URL: 'http://10.0.0.5:6379' })).toThrow(
      'Invalid configuration: REDIS_URL: must be a redis:// or rediss:// URL',
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
