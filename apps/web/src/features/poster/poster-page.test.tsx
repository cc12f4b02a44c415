import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders } from '../../test/render';
import { PosterPage } from './poster-page';

const POSTER = {
  business_name: 'Sharma Family Clinic',
  username: 'sharma-family-clinic',
  url: 'https://kataar.in/profile/sharma-family-clinic',
};

describe('PosterPage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('carries the business name, the call to scan, an SVG QR code and the short address', async () => {
    mockFetch((url) =>
      url.pathname === '/v1/api/provider/poster/' ? jsonResponse({ data: POSTER }) : jsonResponse({}, 404),
    );
    renderWithProviders(<PosterPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sharma Family Clinic' })).toBeInTheDocument();
    expect(screen.getByText('Scan to join the queue')).toBeInTheDocument();
    const qr = screen.getByRole('img', { name: `QR code: ${POSTER.url}` });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    // A version-3 code or larger (29+ modules) plus the quiet zone: the #join address does not fit in less.
    const size = Number(qr.getAttribute('viewBox')?.split(' ')[2]);
    expect(size).toBeGreaterThanOrEqual(29 + 8);
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    expect(screen.getByTestId('poster-url')).toHaveTextContent(/^kataar\.in\/profile\/sharma-family-clinic$/);
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
  });

  it('prints with the browser’s print dialog', async () => {
    mockFetch(() => jsonResponse({ data: POSTER }));
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    renderWithProviders(<PosterPage />);
    (await screen.findByRole('button', { name: 'Print' })).click();
    expect(print).toHaveBeenCalled();
  });
});
