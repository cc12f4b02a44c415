import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { RouteErrorBoundary } from './route-error-boundary';

function Broken(): never {
  throw new Error('render failed');
}

const screens = (
  <RouteErrorBoundary>
    <Routes>
      <Route path="/broken" element={<Broken />} />
      <Route path="/fine" element={<p>All well</p>} />
    </Routes>
  </RouteErrorBoundary>
);

describe('route error boundary', () => {
  it('shows the error screen in place of a screen that throws, and the next address clears it', async () => {
    // React reports the caught error on the console; the test expects it.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(screens, { path: '*', initialEntries: ['/broken'] });
    expect(screen.getByRole('heading', { name: 'We hit a snag' })).toBeInTheDocument();
    expect(screen.getByText('Something went wrong. Please reload the page or go back home.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Go home' }));
    expect(screen.queryByRole('heading', { name: 'We hit a snag' })).not.toBeInTheDocument();
  });

  it('renders its screens as they are when nothing throws', () => {
    renderWithProviders(screens, { path: '*', initialEntries: ['/fine'] });
    expect(screen.getByText('All well')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'We hit a snag' })).not.toBeInTheDocument();
  });
});
