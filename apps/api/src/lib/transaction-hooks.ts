import type { Executor } from '../db/client';

/** Reacts to a change inside its transaction; answers what the emitter's `settle` writes for it (if any). */
export type TransactionListener<E, R = void> = (tx: Executor, event: E) => Promise<R>;

/**
 * Lets one module tell others about a change without importing them. Listeners run inside the
 * transaction of the change, so whatever they write (an outbox row, a status) commits or rolls back
 * with it. They run one after another: PGlite has a single connection.
 */
export interface TransactionHooks<E, R = void> {
  on(listener: TransactionListener<E, R>): void;
  emit(tx: Executor, event: E): Promise<void>;
}

/**
 * `settle`, when given, receives every listener's answer after the last one ran, in the same
 * transaction: listeners that each produce rows of one table (outbox messages) have them written
 * in one statement rather than one each.
 */
export function createTransactionHooks<E, R = void>(
  settle?: (tx: Executor, answers: R[]) => Promise<void>,
): TransactionHooks<E, R> {
  const listeners: TransactionListener<E, R>[] = [];
  return {
    on: (listener) => void listeners.push(listener),
    async emit(tx, event) {
      const answers: R[] = [];
      for (const listener of listeners) answers.push(await listener(tx, event));
      await settle?.(tx, answers);
    },
  };
}
