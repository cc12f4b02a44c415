import { act, render, screen } from '@testing-library/react';
import { Toaster } from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showUndoToast } from './undo-toast';

afterEach(() => {
  vi.useRealTimers();
});

describe('the Undo toast', () => {
  it('keeps its Undo button for about ten seconds, twice as long as the first version', async () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() =>
      showUndoToast({ message: 'Customer removed from queue', undo: () => Promise.resolve(), undone: 'Restored' }),
    );
    // The toasts' library arrives with the first toast (lib/toast.ts).
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Undo' })).toBeInTheDocument());
    act(() => vi.advanceTimersByTime(9_500));
    expect(screen.getByRole('button', { name: 'Undo' })).toBeInTheDocument();
    // Hidden at ten seconds, then taken out of the page once its exit animation is over.
    act(() => vi.advanceTimersByTime(1_000));
    act(() => vi.advanceTimersByTime(1_500));
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  });
});
