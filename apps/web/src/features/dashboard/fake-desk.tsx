import type { AnalyticsSummary } from '@kataar/shared/analytics';
import type { CalledEntry, ProviderOwn, QueueEntry } from '@kataar/shared/queue';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { signIn } from '../../lib/session';
import { PROVIDER, loginAnswer } from '../../test/fake-auth-server';
import { OWN_PROVIDER } from '../../test/own-provider';
import { jsonResponse, mockFetch, renderWithProviders } from '../../test/render';
import { DashboardPage } from './dashboard-page';

const OWN = OWN_PROVIDER;

// Tokens differ from positions (token = id + 10), so the tests tell them apart.
export const entry = (id: number, name: string, position: number): QueueEntry => ({
  id,
  consumer_name: name,
  consumer_age: 30 + id,
  consumer_gender: id % 2 ? 'female' : 'male',
  consumer_contact: `98765432${String(id).padStart(2, '0')}`,
  consumer_position: position,
  token: id + 10,
  appointment_at: null,
  desk: null,
  service: null,
  token_label: String(id + 10),
  note: null,
});

const SUMMARY: AnalyticsSummary = {
  customers_today: 12,
  online: 9,
  offline: 3,
  served: 7,
  removed: 1,
  left: 1,
  no_show: 0,
  avg_wait_minutes: 14.4,
  p90_wait_minutes: 30,
  busiest_hours: [],
  bookings: 0,
  booking_no_shows: 0,
  booking_no_show_rate: null,
  advance_paise: 0,
};

export type Handler = (body: Record<string, unknown>, path: string) => Response | Promise<Response>;

/** The provider's desk API in memory, behind a mocked fetch; `overrides` replace one "METHOD /path". */
export function fakeDesk({
  entries = [] as QueueEntry[],
  overrides = {} as Record<string, Handler>,
  own = {} as Partial<ProviderOwn>,
} = {}) {
  const state = {
    own: { ...OWN, ...own },
    running: true,
    entries: [...entries],
    called: [] as CalledEntry[],
    summary: { ...SUMMARY },
  };
  const renumber = () => (state.entries = state.entries.map((e, index) => ({ ...e, consumer_position: index + 1 })));
  const fetchMock = mockFetch(async (url, init) => {
    const method = init?.method ?? 'GET';
    const path = url.pathname.replace(/^\/v1\/api/, '');
    const body = (init?.body ? JSON.parse(String(init.body)) : {}) as Record<string, unknown>;
    const override = overrides[`${method} ${path}`] ?? (path.startsWith('/queue/delete/') && overrides['DELETE']);
    if (override) return override(body, path);
    switch (`${method} ${path}`) {
      case 'GET /provider/me/':
        return jsonResponse({ data: state.own });
      case 'PATCH /provider/toggle/':
        state.own = { ...state.own, is_open: Boolean(body.is_open) };
        return jsonResponse({ data: state.own });
      case 'GET /queue/status/':
        return jsonResponse({ queue_status: state.running });
      case 'PATCH /queue/status/':
        state.running = Boolean(body.queue_status);
        return jsonResponse({ queue_status: state.running });
      case 'GET /queue/entries/':
        return jsonResponse({ data: state.entries });
      case 'POST /queue/pop/': {
        const first = state.entries.shift();
        if (!first) return jsonResponse({ message: 'The queue is empty.' }, 409);
        renumber();
        state.summary.served += 1;
        const calledAt = new Date().toISOString();
        state.called.unshift({
          id: first.id,
          consumer_name: first.consumer_name,
          token: first.token,
          called_at: calledAt,
          parked: false,
        });
        return jsonResponse({ data: { id: first.id, consumer_name: first.consumer_name, token: first.token } });
      }
      case 'POST /queue/add/': {
        const added = {
          ...(body as Omit<QueueEntry, 'id' | 'token'>),
          id: 99,
          consumer_position: state.entries.length + 1,
          token: 109,
        };
        state.entries.push(added);
        state.summary.offline += 1;
        return jsonResponse({ message: 'Patient Added Successfully', data: added });
      }
      case 'GET /queue/called/':
        return jsonResponse({ data: state.called });
      case 'GET /analytics/summary/':
        return jsonResponse({ data: state.summary });
    }
    if (method === 'POST' && path.startsWith('/queue/no-show/')) {
      const id = Number(path.split('/')[3]);
      state.called = state.called.filter((e) => e.id !== id);
      return jsonResponse({ message: 'Marked as no-show' });
    }
    if (method === 'DELETE' && path.startsWith('/queue/delete/')) {
      const id = Number(path.split('/')[3]);
      state.entries = state.entries.filter((e) => e.id !== id);
      renumber();
      return jsonResponse({ message: 'Customer removed from queue' });
    }
    return jsonResponse({ message: 'Route not found' }, 404);
  });
  return { state, fetchMock, callsTo: (p: string) => fetchMock.mock.calls.filter(([u]) => String(u).includes(p)) };
}

export const renderDashboard = () => {
  signIn(loginAnswer(PROVIDER));
  render(<Toaster />);
  const user = userEvent.setup();
  renderWithProviders(<DashboardPage />, { path: '/provider/dashboard', initialEntries: ['/provider/dashboard'] });
  return { user };
};
