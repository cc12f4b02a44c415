export type ReadinessState = 'starting' | 'ready' | 'stopping';

/**
 * Whether a load balancer should send this process new requests: not while it starts (migrations,
 * loading), and not from the moment it begins to stop. Liveness (/healthz) is another question.
 */
export class Readiness {
  #state: ReadinessState = 'starting';

  get state(): ReadinessState {
    return this.#state;
  }

  /** The app serves. A process that began stopping stays stopping. */
  ready(): void {
    if (this.#state === 'starting') this.#state = 'ready';
  }

  /** Shutdown began: from now on /readyz answers 503 while requests already sent are finished. */
  stopping(): void {
    this.#state = 'stopping';
  }
}
