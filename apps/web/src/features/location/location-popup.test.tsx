import { MESSAGES } from '@kataar/shared/messages';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useSelectedLocation } from '../../lib/selected-location';
import { jsonResponse, mockFetch, renderWithProviders } from '../../test/render';
import { LocationPopup } from './location-popup';

const CITIES = ['Bengaluru', 'Chennai', 'Mumbai', 'Navi Mumbai', 'Pune'];

function OpenButton() {
  const { openPopup, city } = useSelectedLocation();
  return (
    <button type="button" onClick={openPopup}>
      {city ?? 'Location'}
    </button>
  );
}

const setup = (storedCity?: string) => {
  if (storedCity) window.localStorage.setItem('selectedCity', JSON.stringify(storedCity));
  const fetchMock = mockFetch((url) =>
    url.pathname === '/v1/api/provider/cities'
      ? jsonResponse({ data: CITIES })
      : jsonResponse({ message: 'nope' }, 404),
  );
  const alertMock = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
  renderWithProviders(
    <>
      <OpenButton />
      <LocationPopup />
    </>,
  );
  return { fetchMock, alertMock, user: userEvent.setup() };
};

describe('LocationPopup', () => {
  it('opens by itself on load when no city is stored and lists the cities', async () => {
    setup();
    expect(await screen.findByRole('dialog', { name: 'Select your city' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Pune' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Enter your location')).toBeInTheDocument();
  });

  it('stays closed on load when a city is stored', () => {
    setup('Pune');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('refuses a backdrop click without a stored city: alerts and stays open', async () => {
    const { alertMock } = setup();
    await screen.findByRole('button', { name: 'Pune' });
    fireEvent.click(screen.getByTestId('modal-backdrop'));
    expect(alertMock).toHaveBeenCalledWith(MESSAGES.selectCity);
    expect(alertMock).toHaveBeenCalledWith('Please select a city before proceeding.');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('refuses Escape without a stored city the same way', async () => {
    const { alertMock, user } = setup();
    await screen.findByRole('button', { name: 'Pune' });
    await user.keyboard('{Escape}');
    expect(alertMock).toHaveBeenCalledWith('Please select a city before proceeding.');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('closes on a backdrop click when a city is stored', async () => {
    const { alertMock, user } = setup('Pune');
    await user.click(screen.getByRole('button', { name: 'Pune' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('modal-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(alertMock).not.toHaveBeenCalled();
  });

  it('closes on Escape when a city is stored', async () => {
    const { user } = setup('Pune');
    await user.click(screen.getByRole('button', { name: 'Pune' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stores the picked city as JSON and closes', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Mumbai' }));
    expect(window.localStorage.getItem('selectedCity')).toBe('"Mumbai"');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The rest of the page sees the new city at once.
    expect(screen.getByRole('button', { name: 'Mumbai' })).toBeInTheDocument();
  });

  it('filters the list as the visitor types, ignoring case', async () => {
    const { user } = setup();
    const list = await screen.findByRole('list', { name: 'Cities' });
    expect(list.querySelectorAll('li')).toHaveLength(CITIES.length);
    await user.type(screen.getByPlaceholderText('Enter your location'), 'mUm');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Pune' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Mumbai' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Navi Mumbai' })).toBeInTheDocument();
    await user.clear(screen.getByPlaceholderText('Enter your location'));
    await user.type(screen.getByPlaceholderText('Enter your location'), 'zzz');
    expect(screen.getByText(/No cities match/)).toBeInTheDocument();
  });

  it.each([
    ['bangalore', 'Bengaluru (Bangalore)'],
    ['BOMBAY', 'Mumbai (Bombay)'],
    ['poona', 'Pune (Poona)'],
    ['madras', 'Chennai (Madras)'],
  ])('finds a city by its old name: "%s" offers %s', async (typed, offered) => {
    const { user } = setup();
    await screen.findByRole('list', { name: 'Cities' });
    await user.type(screen.getByPlaceholderText('Enter your location'), typed);
    expect(screen.getByRole('button', { name: offered })).toBeInTheDocument();
    expect(screen.queryByText(/No cities match/)).not.toBeInTheDocument();
  });

  it('selects the single match on Enter', async () => {
    const { user } = setup();
    await screen.findByRole('list', { name: 'Cities' });
    await user.type(screen.getByPlaceholderText('Enter your location'), 'bangalore{Enter}');
    expect(window.localStorage.getItem('selectedCity')).toBe('"Bengaluru"');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('selects the city named in full on Enter, beside longer names that hold it', async () => {
    const { user } = setup();
    await screen.findByRole('list', { name: 'Cities' });
    await user.type(screen.getByPlaceholderText('Enter your location'), 'mumbai{Enter}');
    expect(window.localStorage.getItem('selectedCity')).toBe('"Mumbai"');
  });

  it('keeps the popup open on Enter while several cities match', async () => {
    const { user } = setup();
    await screen.findByRole('list', { name: 'Cities' });
    await user.type(screen.getByPlaceholderText('Enter your location'), 'mum{Enter}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(window.localStorage.getItem('selectedCity')).toBeNull();
  });

  it('shows an error with a retry when the city list fails to load', async () => {
    vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const fetchMock = mockFetch(() => jsonResponse({ message: 'Database unavailable' }, 503));
    renderWithProviders(<LocationPopup />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
    fetchMock.mockImplementation(async () => jsonResponse({ data: CITIES }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Pune' })).toBeInTheDocument();
  });
});
