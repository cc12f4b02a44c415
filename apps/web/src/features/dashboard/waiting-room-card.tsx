import { DISPLAY_MESSAGES as M } from '@kataar/shared/display';
import { ExternalLink, MonitorPlay, QrCode } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TaggedText } from '../../components/tagged-text';
import { Link } from 'react-router';
import { useLocalizeMessage } from '../../lib/localize-message';
import { paths } from '../../lib/paths';
import { TitledCard } from './titled-card';

const LINK =
  'flex min-h-12 items-center gap-3 rounded-2xl px-4 py-3 text-sm font-semibold text-slate-800 ring-1 ring-slate-200 transition ' +
  'hover:bg-slate-50 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** The waiting room's two helpers: the "Now serving" TV screen and the QR poster for the door. */
export function WaitingRoomCard({ username }: { username: string }) {
  const { t } = useTranslation('dashboard');
  const tm = useLocalizeMessage();
  return (
    <TitledCard id="waiting-room-title" title={t('waitingRoom.title')}>
      <div className="mt-4 grid gap-3">
        {/* A new tab: the desk keeps the dashboard, the TV (or a second window) shows the screen. */}
        <a href={paths.display(username)} target="_blank" rel="noreferrer" className={LINK}>
          <MonitorPlay aria-hidden="true" className="size-5 shrink-0 text-brand-600" />
          <span className="flex-1">{tm(M.openDisplay)}</span>
          <ExternalLink aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
        </a>
        <Link to={paths.providerPoster()} className={LINK}>
          <QrCode aria-hidden="true" className="size-5 shrink-0 text-brand-600" />
          <span className="flex-1">{tm(M.printPoster)}</span>
        </Link>
      </div>
      <p className="mt-3 text-xs text-slate-500">
        <TaggedText
          text={t('waitingRoom.note')}
          tag="link"
          wrap={(part) => (
            <Link to={paths.providerMyProfile()} className="font-semibold text-brand-700 hover:underline">
              {part}
            </Link>
          )}
        />
      </p>
    </TitledCard>
  );
}
