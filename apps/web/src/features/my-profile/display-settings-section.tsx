import { DISPLAY_MESSAGES as M } from '@kataar/shared/display';
import { MonitorPlay } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocalizeMessage } from '../../lib/localize-message';
import { Switch } from '../../components/switch';
import { useDisplaySettings, useSetDisplaySettings } from './api/display-settings';
import { SettingsCard } from './settings-card';

/**
 * The owner's privacy choice for the public "Now serving" screen: tokens only (the default) or
 * tokens with first names. Members other than the owner see it but cannot change it.
 */
export function DisplaySettingsSection({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation('my-profile');
  const tm = useLocalizeMessage();
  const settings = useDisplaySettings();
  const save = useSetDisplaySettings();
  const on = settings.data?.show_names ?? false;

  return (
    <SettingsCard title={t('display.title')} icon={MonitorPlay}>
      <div className="mt-4 flex items-start justify-between gap-4">
        <div className="min-w-0">
          <p id="display-names-label" className="font-semibold text-slate-800">
            {tm(M.showNamesLabel)}
          </p>
          <p id="display-names-hint" className="mt-1 text-sm text-slate-600">
            {tm(M.showNamesHint)}
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
    </SettingsCard>
  );
}
