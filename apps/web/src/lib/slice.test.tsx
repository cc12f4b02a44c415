import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { replaceFirstScreenWhenReady } from './first-screen';
import { hasPendingSlices, Slice, startSlicing, stopSlicing } from './slice';

/** Records, as it renders, whether the other slices were still waiting then. */
function Part({ name, seen }: { name: string; seen: { name: string; othersWaiting: boolean }[] }) {
  seen.push({ name, othersWaiting: hasPendingSlices(document.body) });
  return <p>{name}</p>;
}

describe('a screen rendered in slices', () => {
  afterEach(() => {
    stopSlicing();
    document.body.innerHTML = '';
  });

  it('renders each slice in a turn of its own, in order, while slicing', async () => {
    startSlicing();
    const seen: { name: string; othersWaiting: boolean }[] = [];
    const { container } = render(
      <main>
        <h1>Title</h1>
        <Slice>
          <Part name="first" seen={seen} />
        </Slice>
        <Slice>
          <Part name="second" seen={seen} />
        </Slice>
      </main>,
    );
    expect(screen.getByRole('heading', { name: 'Title' })).toBeInTheDocument();
    expect(screen.queryByText('first')).toBeNull();
    expect(hasPendingSlices(container)).toBe(true);

    await waitFor(() => expect(screen.getByText('second')).toBeInTheDocument());
    expect(screen.getByText('first')).toBeInTheDocument();
    expect(hasPendingSlices(container)).toBe(false);
    // The first rendered while the second still waited: two renders, not one.
    expect(seen.map((s) => s.name)).toEqual(['first', 'second']);
    expect(seen[0]?.othersWaiting).toBe(true);
  });

  it('renders at once when not slicing, and whatever waits once slicing stops', () => {
    const { rerender } = render(
      <Slice>
        <p>now</p>
      </Slice>,
    );
    expect(screen.getByText('now')).toBeInTheDocument();

    startSlicing();
    rerender(
      <>
        <Slice>
          <p>now</p>
        </Slice>
        <Slice>
          <p>later</p>
        </Slice>
      </>,
    );
    expect(screen.queryByText('later')).toBeNull();
    stopSlicing();
    return waitFor(() => expect(screen.getByText('later')).toBeInTheDocument());
  });

  it("keeps the server's first screen up until the last slice is in", async () => {
    const first = document.createElement('div');
    first.id = 'first-screen';
    document.body.append(first);
    const root = document.createElement('div');
    document.body.append(root);
    replaceFirstScreenWhenReady(root);

    render(
      <main>
        <h1>Title</h1>
        <Slice>
          <p>part</p>
        </Slice>
      </main>,
      { container: root },
    );
    expect(document.getElementById('first-screen')).not.toBeNull();
    await waitFor(() => expect(screen.getByText('part')).toBeInTheDocument());
    expect(document.getElementById('first-screen')).toBeNull();
  });
});
