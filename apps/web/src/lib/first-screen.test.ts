import { afterEach, describe, expect, it, vi } from 'vitest';
import { replaceFirstScreenWhenReady } from './first-screen';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the server-drawn first screen', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.useRealTimers();
  });

  const page = () => {
    document.body.innerHTML = '<div id="first-screen"><h1>Hello</h1></div><div id="root"></div>';
    return document.getElementById('root')!;
  };

  it("stays while the app's screen is still loading, and goes once its heading is up with nothing spinning", async () => {
    const root = page();
    replaceFirstScreenWhenReady(root);
    root.innerHTML = '<main><div class="animate-spin"></div></main>';
    await flush();
    expect(document.getElementById('first-screen')).not.toBeNull();
    root.innerHTML = '<main><h1>Hello</h1><div class="animate-spin"></div></main>';
    await flush();
    expect(document.getElementById('first-screen')).not.toBeNull();
    root.querySelector('.animate-spin')!.remove();
    await flush();
    expect(document.getElementById('first-screen')).toBeNull();
  });

  it('gives way to the app after the time limit, whatever the app shows', () => {
    vi.useFakeTimers();
    const root = page();
    replaceFirstScreenWhenReady(root, 5000);
    vi.advanceTimersByTime(4999);
    expect(document.getElementById('first-screen')).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(document.getElementById('first-screen')).toBeNull();
  });

  it('does nothing on a page the server drew no screen for', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(() => replaceFirstScreenWhenReady(document.getElementById('root')!)).not.toThrow();
  });
});
