import { overviewOf } from '@kataar/shared/queue-fixtures';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '../test/fake-event-source';
import { jsonResponse, mockFetch } from '../test/render';
import { useQueueStream } from './use-queue-stream';

const OVERVIEW = overviewOf({ count: 2, position: 1, eta_minutes: 10, token: 1 });

describe('useQueueStream', () => {
  let tokens = 0;
  beforeEach(() => {
    FakeEventSource.opened = [];
    tokens = 0;
    vi.stubGlobal('EventSource', FakeEventSource);
    mockFetch((url) => {
      tokens += 1;
      return url.pathname === '/v1/api/queue/glow-salon/stream-token/'
        ? jsonResponse({ data: { token: `t${tokens}`, expires_in: 60 } })
        : jsonResponse({ message: 'Route not found' }, 404);
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('opens the stream with a fresh token and hands over every overview event', async () => {
    const onOverview = vi.fn();
    const { result } = renderHook(() => useQueueStream('glow-salon', onOverview));
    expect(result.current.live).toBe(false);
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const source = FakeEventSource.opened[0]!;
    expect(source.url).toBe('/v1/api/queue/glow-salon/events?token=t1');

    act(() => source.emit('overview', OVERVIEW));
    expect(onOverview).toHaveBeenCalledWith(OVERVIEW);
    expect(result.current.live).toBe(true);

    // Garbage is ignored.
    act(() => source.emit('overview', '{"count":"many"}'));
    act(() => source.emit('overview', 'not json'));
    expect(onOverview).toHaveBeenCalledTimes(1);
  });

  it('on an error closes the stream, falls back (live false) and reopens with a new token', async () => {
    const { result } = renderHook(() => useQueueStream('glow-salon', () => undefined));
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const first = FakeEventSource.opened[0]!;
    act(() => first.emit('overview', OVERVIEW));
    expect(result.current.live).toBe(true);

    act(() => first.onerror?.());
    expect(first.closed).toBe(true);
    expect(result.current.live).toBe(false);
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(2), { timeout: 3000 });
    expect(FakeEventSource.opened[1]!.url).toBe('/v1/api/queue/glow-salon/events?token=t2');
  });

  it('closes the stream when the page goes away', async () => {
    const { unmount } = renderHook(() => useQueueStream('glow-salon', () => undefined));
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    unmount();
    expect(FakeEventSource.opened[0]!.closed).toBe(true);
  });

  it('without EventSource it stays off, so the caller polls', () => {
    vi.stubGlobal('EventSource', undefined);
    const { result } = renderHook(() => useQueueStream('glow-salon', () => undefined));
    expect(result.current.live).toBe(false);
    expect(tokens).toBe(0);
  });
});
