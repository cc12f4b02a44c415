import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { WhenVisible } from './when-visible';

type Callback = (entries: Pick<IntersectionObserverEntry, 'isIntersecting'>[]) => void;

describe('WhenVisible', () => {
  it('keeps a placeholder until the block nears the viewport, then renders it', () => {
    const observers: { callback: Callback; options?: IntersectionObserverInit }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: Callback, options?: IntersectionObserverInit) {
          observers.push({ callback, options });
        }
        observe() {}
        disconnect() {}
      },
    );
    try {
      const { container } = render(
        <WhenVisible minHeight="20rem">
          <p>Heavy block</p>
        </WhenVisible>,
      );
      expect(screen.queryByText('Heavy block')).not.toBeInTheDocument();
      expect(container.firstElementChild).toHaveStyle({ minHeight: '20rem' });
      expect(observers[0]?.options?.rootMargin).toBe('600px 0px');

      act(() => observers[0]!.callback([{ isIntersecting: false }]));
      expect(screen.queryByText('Heavy block')).not.toBeInTheDocument();
      act(() => observers[0]!.callback([{ isIntersecting: true }]));
      expect(screen.getByText('Heavy block')).toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('renders at once where IntersectionObserver does not exist', () => {
    render(
      <WhenVisible minHeight="10rem">
        <p>Heavy block</p>
      </WhenVisible>,
    );
    expect(screen.getByText('Heavy block')).toBeInTheDocument();
  });
});
