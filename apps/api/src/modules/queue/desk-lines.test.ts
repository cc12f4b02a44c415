import { describe, expect, it } from 'vitest';
import { deskLines } from './desk-lines';
import type { DeskTuple, WaitingTuple } from './queue-queries';

// [id, name, letter, open, running, services, last token, chosen, own seconds per person]
const rao: DeskTuple = [1, 'Dr. Rao', 'R', true, true, [10], null, false, 600];
const mehta: DeskTuple = [2, 'Dr. Mehta', 'M', true, true, [10, 11], 7, true, 1200];
// [id, user, token, desk, service]
const entry = (id: number, desk: number | null, service: number | null = null): WaitingTuple => [
  id,
  null,
  id,
  desk,
  service,
];

describe('deskLines', () => {
  it('is the waiting list itself for a provider with one desk, at the provider’s pace', () => {
    const lines = deskLines(
      [entry(1, null), entry(2, null)],
      [[1, 'Main desk', null, true, true, [], 2, false, null]],
      [],
      10,
    );
    expect(lines.positions).toEqual([1, 2]);
    expect(lines.etas).toEqual([10, 20]);
    expect(lines.desks[0]).toMatchObject({ waiting: 2, eta_minutes: 30, now_serving: '2' });
  });

  it('counts who may be called first, and shares a wait among the desks that may call the person, each at its pace', () => {
    const waiting = [entry(1, 2), entry(2, null), entry(3, 1), entry(4, null, 11)];
    const lines = deskLines(
      waiting,
      [rao, mehta],
      [
        [10, 'Consultation', 10, 500],
        [11, 'Dressing', 15, null],
      ],
      10,
    );
    // Mehta's own patient is first in his line; he takes 20 minutes a person.
    expect([lines.positions[0], lines.etas[0]]).toEqual([1, 20]);
    // "First available": Mehta's patient is ahead; both doctors together see 0.15 people a minute.
    expect([lines.positions[1], lines.etas[1]]).toEqual([2, 13]);
    // Rao's patient: only the "first available" person is ahead at Rao's desk.
    expect([lines.positions[2], lines.etas[2]]).toEqual([2, 20]);
    // A dressing only Mehta gives: everyone ahead who Mehta may call.
    expect([lines.positions[3], lines.etas[3]]).toEqual([3, 60]);
    expect(lines.desks.map((d) => [d.name, d.waiting, d.eta_minutes, d.now_serving])).toEqual([
      ['Dr. Rao', 2, 30, null],
      ['Dr. Mehta', 3, 80, 'M-7'],
    ]);
    expect(lines.services).toEqual([
      { id: 10, name: 'Consultation', duration_minutes: 10, price: 500 },
      { id: 11, name: 'Dressing', duration_minutes: 15, price: null },
    ]);
  });

  it('leaves a paused desk out of the shared wait', () => {
    const paused: DeskTuple = [1, 'Dr. Rao', 'R', true, false, [10], null, false, 600];
    const lines = deskLines([entry(1, null)], [paused, mehta], [], 10);
    expect(lines.etas).toEqual([20]);
  });
});
