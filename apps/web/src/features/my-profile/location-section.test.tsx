import type { GeoPoint } from '@kataar/shared/geo';
import { GEO_MESSAGES } from '@kataar/shared/geo-messages';
import type { ProviderOwn } from '@kataar/shared/queue';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeGeolocation, positionAt, positionError } from '../../test/fake-geolocation';
import { jsonResponse, mockFetch, renderWithProviders } from '../../test/render';
import { LocationSection } from './location-section';

// Leaflet measures the page to turn a drag into coordinates, and jsdom lays nothing out. The map
// is replaced by one that moves the pin where a test says, as a drag or a tap on the map would.
vi.mock('../../components/maps/leaflet-maps', () => ({
  PinPickerMap: ({ point, onMove }: { point: GeoPoint; onMove: (point: GeoPoint) => void }) => (
    <div>
      <p data-testid="pin">{`${point.lat},${point.lng}`}</p>
      <button type="button" onClick={() => onMove({ lat: 18.52043219, lng: 73.85674409 })}>
        Drag pin to FC Road
      </button>
      <button type="button" onClick={() => onMove({ lat: 51.5, lng: -0.12 })}>
        Drag pin to London
      </button>
    </div>
  ),
}));

const PROVIDER = {
  username: 'sharma-family-clinic',
  business_name: 'Sharma Family Clinic',
  latitude: 18.5074,
  longitude: 73.8077,
} as ProviderOwn;

function setup({ provider = PROVIDER, readOnly = false, refuse = false } = {}) {
  const saved: unknown[] = [];
  mockFetch((url, init) => {
    const path = url.pathname.replace('/v1/api', '');
    if (path === '/map/config/') {
      return jsonResponse({ data: { tile_url: 'https://tiles.test/{z}/{x}/{y}.png', attribution: '© Test' } });
    }
    if (path === '/provider/update/' && init?.method === 'PATCH') {
      const body = JSON.parse(String(init.body)) as object;
      saved.push(body);
      if (refuse) return jsonResponse({ message: 'Validation failed', errors: { latitude: 'Bad latitude' } }, 400);
      return jsonResponse({ data: { ...provider, ...body } });
    }
    return jsonResponse({ message: 'Not found' }, 404);
  });
  render(<Toaster />);
  renderWithProviders(<LocationSection provider={provider} readOnly={readOnly} />);
  return { saved, user: userEvent.setup() };
}

const saveButton = () => screen.getByRole('button', { name: 'Save location' });

afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
});

describe('the owner’s pin in My profile', () => {
  it('saves the point the pin was dragged to, rounded to six decimals, and says so', async () => {
    const { saved, user } = setup();
    expect(await screen.findByTestId('pin')).toHaveTextContent('18.5074,73.8077');
    // Nothing moved yet: nothing to save.
    expect(saveButton()).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Drag pin to FC Road' }));
    expect(screen.getByTestId('pin')).toHaveTextContent('18.520432,73.856744');
    expect(screen.getByText('18.52043, 73.85674')).toBeInTheDocument();
    await user.click(saveButton());

    expect(await screen.findByText(GEO_MESSAGES.locationSaved)).toBeInTheDocument();
    expect(saved).toEqual([{ latitude: 18.520432, longitude: 73.856744 }]);
  });

  it("moves the pin to this device's position and saves it", async () => {
    const asked = fakeGeolocation((ok) => ok(positionAt(18.5314, 73.8446)));
    const { saved, user } = setup();
    await user.click(await screen.findByRole('button', { name: GEO_MESSAGES.useDeviceLocation }));
    expect(asked).toHaveBeenCalledOnce();
    expect(await screen.findByTestId('pin')).toHaveTextContent('18.5314,73.8446');
    await user.click(saveButton());
    await waitFor(() => expect(saved).toEqual([{ latitude: 18.5314, longitude: 73.8446 }]));
  });

  it('says why the device gave no position, and leaves the pin where it was', async () => {
    fakeGeolocation((_, fail) => fail(positionError(1)));
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: GEO_MESSAGES.useDeviceLocation }));
    expect(await screen.findByRole('alert')).toHaveTextContent(GEO_MESSAGES.deviceLocationDenied);
    expect(screen.getByTestId('pin')).toHaveTextContent('18.5074,73.8077');
    expect(saveButton()).toBeDisabled();

    fakeGeolocation((_, fail) => fail(positionError(3)));
    await user.click(screen.getByRole('button', { name: GEO_MESSAGES.useDeviceLocation }));
    expect(await screen.findByRole('alert')).toHaveTextContent(GEO_MESSAGES.deviceLocationUnavailable);
  });

  it('refuses to save a point outside India', async () => {
    const { saved, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Drag pin to London' }));
    expect(screen.getByRole('alert')).toHaveTextContent(GEO_MESSAGES.latitudeInvalid);
    expect(saveButton()).toBeDisabled();
    expect(saved).toEqual([]);
  });

  it("shows the server's refusal", async () => {
    const { user } = setup({ refuse: true });
    await user.click(await screen.findByRole('button', { name: 'Drag pin to FC Road' }));
    await user.click(saveButton());
    expect(await screen.findByText(new RegExp(`^${GEO_MESSAGES.locationSaveFailed}: `))).toBeInTheDocument();
  });

  it('staff see the saved place on a map, with nothing to move or save', async () => {
    setup({ readOnly: true });
    expect(await screen.findByRole('img', { name: 'Map of Sharma Family Clinic' })).toBeInTheDocument();
    expect(screen.queryByTestId('pin')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save location' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: GEO_MESSAGES.useDeviceLocation })).not.toBeInTheDocument();
  });
});
