import { deskTokenLabel, type PublicDesk, type PublicService } from '@kataar/shared/desk-line';
import type { DeskTuple, ServiceTuple, WaitingTuple } from './queue-queries';

/** Where each waiting person stands in their own line, how long they wait, and each desk's state. */
export interface DeskLines {
  positions: number[];
  etas: number[];
  desks: PublicDesk[];
  services: PublicService[];
}

const minutes = (value: number) => Math.max(1, Math.round(value));
/** A desk's own minutes per person, bounded as the provider's are; else the provider's. */
const MAX_PACE_MINUTES = 60;
const paceOf = (desk: DeskTuple, providerPace: number) =>
  desk[8] === null ? providerPace : Math.min(MAX_PACE_MINUTES, Math.max(1, desk[8] / 60));

/**
 * The lines of a provider's desks, from its waiting list in order. A desk may call a person who chose
 * it, or who waits for "first available" for a service it offers (any, when they chose none): the
 * rule the desks' calls follow (see eligibleAtDesk). A person's position counts who will be called
 * before them: everyone earlier whom one of the desks that may call them could call. Their wait is
 * that position at the combined pace of those desks, the open and running ones (all of them, when
 * none is), each at its own measured pace (the provider's until it has one). With one desk this is
 * the waiting list itself: position n waits n × pace.
 */
export function deskLines(
  waiting: readonly WaitingTuple[],
  deskRows: readonly DeskTuple[],
  serviceRows: readonly ServiceTuple[],
  paceMinutes: number,
): DeskLines {
  const services = serviceRows.map(([id, name, duration_minutes, price]) => ({ id, name, duration_minutes, price }));
  const mayCall = (desk: DeskTuple, [, , , deskId, serviceId]: WaitingTuple) =>
    deskId === desk[0] || (deskId === null && (serviceId === null || desk[5].includes(serviceId)));
  const working = deskRows.filter((desk) => desk[3] && desk[4]);

  if (deskRows.length <= 1) {
    const positions = waiting.map((_, i) => i + 1);
    return {
      positions,
      etas: positions.map((position) => minutes(position * paceMinutes)),
      desks: deskRows.map((desk) => publicDesk(desk, waiting.length, minutes((waiting.length + 1) * paceMinutes))),
      services,
    };
  }

  // callers[n][i]: desk i may call entry n.
  const callers = waiting.map((entry) => deskRows.map((desk) => mayCall(desk, entry)));
  const isWorking = deskRows.map((desk) => working.includes(desk));
  // People per minute of each desk.
  const rates = deskRows.map((desk) => 1 / paceOf(desk, paceMinutes));
  const positions: number[] = [];
  const etas: number[] = [];
  for (let n = 0; n < waiting.length; n++) {
    const mine = callers[n]!;
    let before = 0;
    for (let m = 0; m < n; m++) if (callers[m]!.some((may, i) => may && mine[i])) before += 1;
    positions.push(before + 1);
    const rateOf = (only: (i: number) => boolean) =>
      rates.reduce((sum, rate, i) => (mine[i] && only(i) ? sum + rate : sum), 0);
    const rate = rateOf((i) => isWorking[i]!) || rateOf(() => true) || 1 / paceMinutes;
    etas.push(minutes((before + 1) / rate));
  }
  const desks = deskRows.map((desk) => {
    const line = waiting.filter((entry) => mayCall(desk, entry)).length;
    return publicDesk(desk, line, minutes((line + 1) * paceOf(desk, paceMinutes)));
  });
  return { positions, etas, desks, services };
}

function publicDesk(desk: DeskTuple, waiting: number, eta: number): PublicDesk {
  const [id, name, prefix, isOpen, queueRunning, , lastToken, chosen] = desk;
  return {
    id,
    name,
    token_prefix: prefix,
    is_open: isOpen,
    queue_running: queueRunning,
    waiting,
    eta_minutes: eta,
    now_serving: lastToken === null ? null : deskTokenLabel(lastToken, chosen ? prefix : null),
  };
}
