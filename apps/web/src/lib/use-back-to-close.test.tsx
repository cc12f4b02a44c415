import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useBackToClose } from './use-back-to-close';

function Overlay() {
  const [open, setOpen] = useState(false);
  useBackToClose(open, () => setOpen(false));
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <div role="dialog" aria-label="Sheet">
          <button type="button" onClick={() => setOpen(false)}>
            Close
          </button>
        </div>
      )}
    </>
  );
}

const popped = () => new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));

describe('useBackToClose', () => {
  it('closes the overlay on Back and leaves the page where it was', async () => {
    render(<Overlay />);
    const before = window.history.length;
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(window.history.length).toBe(before + 1);
    const back = popped();
    act(() => window.history.back());
    await back;
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.location.pathname).toBe('/');
  });

  it('takes its history entry back off when closed another way', async () => {
    render(<Overlay />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(window.history.state).toMatchObject({ kataarOverlay: expect.any(Number) });
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(window.history.state?.kataarOverlay).toBeUndefined());
    expect(screen.getByRole('button', { name: 'Open' })).toBeTruthy();
  });
});
