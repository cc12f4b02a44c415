import type { AnalyticsSummary } from '@kataar/shared/analytics';
import type { PublicDesk, PublicService } from '@kataar/shared/desk-line';
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

/** A desk as the public profile lists it; `prefix` is its token letter. */
export const desk = (id: number, name: string, prefix: string | null = null): PublicDesk => ({
  id,
  name,
  token_prefix: prefix,
  is_open: true,
  queue_running: true,
  waiting: 0,
  eta_minutes: 0,
  now_serving: null,
});

export const service = (id: number, name: string): PublicService => ({ id, name, duration_minutes: 15, price: null });

/** The one desk every provider has from the start: the dashboard then looks as it did before desks. */
const ONE_DESK = [desk(1, 'Main desk')];

/** A called person, remembered with the desk that called them. */
type Called = CalledEntry & { deskId: number | null };

/** The provider's desk API in memory, behind a mocked fetch; `overrides` replace one "METHOD /path". */
export function fakeDesk({
  entries = [] as QueueEntry[],
  overrides = {} as Record<string, Handler>,
  own = {} as Partial<ProviderOwn>,
  desks = ONE_DESK,
  services = [] as PublicService[],
} = {}) {
  const state = {
    own: { ...OWN, ...own },
    running: true,
    entries: [...entries],
    called: [] as Called[],
    summary: { ...SUMMARY },
    desks,
    services,
  };
  // A desk's line: those who chose it and those waiting for "first available".
  const atDesk = (deskId: number | null) => (e: { desk: QueueEntry['desk'] }) =>
    deskId === null || !e.desk || e.desk.id === deskId;
  const deskParam = (url: URL) => (url.searchParams.has('desk_id') ? Number(url.searchParams.get('desk_id')) : null);
  const named = (id: unknown, list: readonly { id: number; name: string }[]) => {
    const found = list.find((item) => item.id === Number(id));
    return found ? { id: found.id, name: found.name } : null;
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
      case `GET /provider/${state.own.username}`:
        return jsonResponse({
          data: {
            ...state.own,
            desks: state.desks.map((d) => ({ ...d, waiting: state.entries.filter(atDesk(d.id)).length })),
            services: state.services,
          },
        });
      case 'GET /queue/entries/': {
        const line = state.entries.filter(atDesk(deskParam(url)));
        return jsonResponse({ data: line.map((e, index) => ({ ...e, consumer_position: index + 1 })) });
      }
      case 'POST /queue/pop/': {
        const deskId = typeof body.desk_id === 'number' ? body.desk_id : null;
        const first = state.entries.find(atDesk(deskId));
        if (!first) return jsonResponse({ message: 'The queue is empty.' }, 409);
        state.entries = state.entries.filter((e) => e !== first);
        renumber();
        state.summary.served += 1;
        const calledAt = new Date().toISOString();
        state.called.unshift({
          id: first.id,
          consumer_name: first.consumer_name,
          token: first.token,
          called_at: calledAt,
          parked: false,
          token_label: first.token_label,
          deskId,
        });
        const at = named(deskId ?? state.desks[0]?.id, state.desks) ?? { id: 1, name: 'Main desk' };
        return jsonResponse({
          data: {
            id: first.id,
            consumer_name: first.consumer_name,
            token: first.token,
            desk: at,
            token_label: first.token_label,
          },
        });
      }
      case 'POST /queue/add/': {
        const { desk_id: deskId, service_id: serviceId, ...details } = body;
        const added = {
          ...(details as Omit<QueueEntry, 'id' | 'token'>),
          id: 99,
          consumer_position: state.entries.length + 1,
          token: 109,
          appointment_at: null,
          desk: named(deskId, state.desks),
          service: named(serviceId, state.services),
          token_label: '109',
          note: null,
        };
        state.entries.push(added);
        state.summary.offline += 1;
        return jsonResponse({ message: 'Patient Added Successfully', data: added });
      }
      case 'GET /queue/called/': {
        const deskId = deskParam(url);
        const mine = state.called.filter((e) => deskId === null || e.deskId === null || e.deskId === deskId);
        return jsonResponse({ data: mine.map(({ deskId: _desk, ...e }) => e) });
      }
      case 'GET /analytics/summary/':
        return jsonResponse({ data: state.summary });
    }
    if (method === 'POST' && path.startsWith('/queue/no-show/')) {
      const id = Number(path.split('/')[3]);
      state.called = state.called.filter((e) => e.id !== id);
      return jsonResponse({ message: 'Marked as no-show' });
    }
    const moving = /^\/queue\/(park|recall|transfer)\/(\d+)\/$/.exec(path);
    if (method === 'POST' && moving) {
      const [, action, rawId] = moving;
      const id = Number(rawId);
      const called = state.called.find((e) => e.id === id);
      if (action === 'park' || action === 'recall') {
        if (!called || called.parked !== (action === 'recall')) return jsonResponse({ message: 'Not now' }, 409);
        called.parked = action === 'park';
        return jsonResponse({
          message:
            action === 'park' ? 'Parked: they keep their token until you recall them.' : 'Called back to the desk',
        });
      }
      const waiting = state.entries.find((e) => e.id === id);
      const target = { desk: named(body.desk_id, state.desks), service: named(body.service_id, state.services) };
      if (waiting) Object.assign(waiting, target);
      else if (called) {
        state.called = state.called.filter((e) => e !== called);
        const back = { ...entry(id, called.consumer_name, 0), token: called.token, ...target };
        state.entries.push(back);
        renumber();
      } else return jsonResponse({ message: 'Queue entry not found' }, 404);
      return jsonResponse({ message: 'Moved to the other line; they keep their place.' });
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
