import type { Executor } from '../db/client';

export type TransactionListener<E> = (tx: Executor, event: E) => Promise<void>;

/**
 * Lets one module tell others about a change without importing them. Listeners run inside the
 * transaction of the change, so whatever they write (an outbox row, a status) commits or rolls back
 * with it. They run one after another: PGlite has a single connection.
 */
export interface TransactionHooks<E> {
  on(listener: TransactionListener<E>): void;
  emit(tx: Executor, event: E): Promise<void>;
}

export function createTransactionHooks<E>(): TransactionHooks<E> {
  const listeners: TransactionListener<E>[] = [];
  return {
    on: (listener) => void listeners.push(listener),
    async emit(tx, event) {
      for (const listener of listeners) await listener(tx, event);
    },
  };
}
