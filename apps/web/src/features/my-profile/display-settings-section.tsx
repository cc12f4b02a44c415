import { DISPLAY_MESSAGES as M } from '@kataar/shared/display';
import { MonitorPlay } from 'lucide-react';
import { Switch } from '../../components/switch';
import { useDisplaySettings, useSetDisplaySettings } from './api/display-settings';

/**
 * The owner's privacy choice for the public "Now serving" screen: tokens only (the default) or
 * tokens with first names. Members other than the owner see it but cannot change it.
 */
export function DisplaySettingsSection({ readOnly }: { readOnly: boolean }) {
  const settings = useDisplaySettings();
  const save = useSetDisplaySettings();
  const on = settings.data?.show_names ?? false;

  return (
    <section
      aria-labelledby="display-settings-title"
      className="mt-6 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200/80 sm:p-8"
    >
      <h2 id="display-settings-title" className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <MonitorPlay aria-hidden="true" className="size-5 text-brand-600" />
        Waiting-room screen
      </h2>
      <div className="mt-4 flex items-start justify-between gap-4">
        <div className="min-w-0">
          <p id="display-names-label" className="font-semibold text-slate-800">
            {M.showNamesLabel}
          </p>
          <p id="display-names-hint" className="mt-1 text-sm text-slate-600">
            {M.showNamesHint}
          </p>
        </div>
        <Switch
          checked={on}
          onChange={(next) => save.mutate({ show_names: next })}
          aria-labelledby="display-names-label"
          aria-describedby="display-names-hint"
          disabled={readOnly || !settings.isSuccess || save.isPending}
          className="disabled:cursor-not-allowed disabled:opacity-60"
        />
      </div>
    </section>
  );
}
