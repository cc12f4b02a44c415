import { GEO_MESSAGES } from '@kataar/shared/geo-messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useSelectedLocation } from '../../lib/selected-location';
import { fakeGeolocation, positionError } from '../../test/fake-geolocation';
import { jsonResponse, mockFetch, renderWithProviders } from '../../test/render';
import { LocationPopup } from './location-popup';

const PUNE = { lat: 18.5204, lng: 73.8567 };

function Shown() {
  const { city, point } = useSelectedLocation();
  return <p data-testid="chosen">{`${city ?? '-'} ${point ? `${point.lat},${point.lng}` : '-'}`}</p>;
}

const setup = () => {
  const fetchMock = mockFetch((url) => {
    if (url.pathname === '/v1/api/provider/cities') return jsonResponse({ data: ['Mumbai', 'Pune'] });
    if (url.pathname === '/v1/api/provider/near/') return jsonResponse({ data: [{ city: 'Pune' }] });
    if (url.pathname === '/v1/api/pincode/411004')
      return jsonResponse({ data: { pincode: '411004', city: 'Pune', lat: 18.5148, lng: 73.8358 } });
    return jsonResponse({ message: 'Invalid pincode or no data found' }, 404);
  });
  renderWithProviders(
    <>
      <Shown />
      <LocationPopup />
    </>,
  );
  return { fetchMock, user: userEvent.setup() };
};

afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
});

describe('the location popup’s near-me choices', () => {
  it('granted: stores the point and the nearest listed city, and closes', async () => {
    const asked = fakeGeolocation((ok) =>
      ok({ coords: { latitude: PUNE.lat, longitude: PUNE.lng } } as GeolocationPosition),
    );
    const { fetchMock, user } = setup();
    await user.click(await screen.findByRole('button', { name: GEO_MESSAGES.useMyLocation }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(asked).toHaveBeenCalledOnce();
    expect(screen.getByTestId('chosen')).toHaveTextContent('Pune 18.5204,73.8567');
    expect(JSON.parse(window.localStorage.getItem('selectedPoint') ?? 'null')).toEqual(PUNE);
    expect(JSON.parse(window.localStorage.getItem('selectedCity') ?? 'null')).toBe('Pune');
    const near = fetchMock.mock.calls
      .map(([url]) => new URL(String(url), 'http://x'))
      .find((u) => u.pathname.endsWith('/near/'));
    expect(near?.searchParams.get('lat')).toBe('18.5204');
    expect(near?.searchParams.get('limit')).toBe('1');
  });

  it('denied: says how to allow it, keeps the popup open and stores nothing', async () => {
    fakeGeolocation((_ok, fail) => fail(positionError(1)));
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: GEO_MESSAGES.useMyLocation }));
    expect(await screen.findByRole('alert')).toHaveTextContent(GEO_MESSAGES.locationDenied);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(window.localStorage.getItem('selectedPoint')).toBeNull();
  });

  it('unavailable: no fix (or a timeout) gives its own message', async () => {
    fakeGeolocation((_ok, fail) => fail(positionError(3)));
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: GEO_MESSAGES.useMyLocation }));
    expect(await screen.findByRole('alert')).toHaveTextContent(GEO_MESSAGES.locationUnavailable);
  });

  it('unsupported: a browser without the API is told to use a PIN code or the list', async () => {
    Reflect.deleteProperty(navigator, 'geolocation');
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: GEO_MESSAGES.useMyLocation }));
    expect(await screen.findByRole('alert')).toHaveTextContent(GEO_MESSAGES.locationUnsupported);
  });

  it('a position outside India is refused without asking the server', async () => {
    fakeGeolocation((ok) => ok({ coords: { latitude: 51.5, longitude: -0.12 } } as GeolocationPosition));
    const { fetchMock, user } = setup();
    await user.click(await screen.findByRole('button', { name: GEO_MESSAGES.useMyLocation }));
    expect(await screen.findByRole('alert')).toHaveTextContent(GEO_MESSAGES.noCityNearby);
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/near/'))).toBe(false);
  });

  it('a PIN code picks the city nearest its centroid; an unknown one says so', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: GEO_MESSAGES.enterPincode }));
    const pin = screen.getByRole('textbox', { name: 'PIN code' });
    await user.type(pin, '999999');
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid pincode or no data found');
    await user.clear(pin);
    await user.type(pin, '411004');
    await user.click(screen.getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(screen.getByTestId('chosen')).toHaveTextContent('Pune 18.5148,73.8358'));
  });
});
