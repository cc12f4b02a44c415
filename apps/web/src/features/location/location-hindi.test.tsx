import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useHindi } from '../../test/i18n';
import { jsonResponse, mockFetch, renderWithProviders } from '../../test/render';
import { LocationPopup } from './location-popup';
// Loaded up front, so the popup's lazy near-me buttons render without waiting for a chunk.
import './near-me-actions';

describe('LocationPopup in Hindi', () => {
  it('asks for the city in Hindi and keeps city names as they are', async () => {
    await useHindi();
    mockFetch(() => jsonResponse({ data: ['Pune', 'Mumbai'] }));
    vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    renderWithProviders(<LocationPopup />);

    expect(await screen.findByRole('dialog', { name: 'अपना शहर चुनें' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('अपनी जगह लिखें')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'मेरी मौजूदा जगह इस्तेमाल करें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'PIN कोड लिखें' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Pune' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'शहर' })).toBeInTheDocument();
    expect(screen.queryByText(/Select your city|Use my current location|Enter PIN code/)).toBeNull();
  });
});
