import { Clock } from 'lucide-react';

/**
 * Reserved place for the queue widget (spec "Queue widget"), which the queue issue builds.
 * Replace this component; keep the data-testid so layout tests keep finding the spot.
 */
export function QueueWidgetSlot() {
  return (
    <section
      data-testid="queue-widget-slot"
      aria-labelledby="queue-widget-title"
      className="rounded-3xl bg-gradient-to-br from-brand-700 to-brand-900 p-6 text-white shadow-sm"
    >
      <h2 id="queue-widget-title" className="text-lg font-bold">
        Step In Line, Virtually!
      </h2>
      <p className="mt-2 flex items-center gap-2 text-sm text-brand-100">
        <Clock aria-hidden="true" className="size-4" />
        Joining this queue online opens soon.
      </p>
    </section>
  );
}
