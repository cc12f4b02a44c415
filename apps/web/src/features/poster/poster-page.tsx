import { DISPLAY_MESSAGES as M, JOIN_FRAGMENT } from '@kataar/shared/display';
import { Printer } from 'lucide-react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { Spinner } from '../../components/spinner';
import { errorMessage } from '../../lib/api';
import { useLocalizeMessage } from '../../lib/localize-message';
import { useDocumentTitle } from '../../lib/use-document-title';
import { usePoster } from './api/get-poster';
import { QrCode } from '../../components/qr-code';

/**
 * /provider/poster: an A4 poster for the door or the desk: the business name, 'Scan to join the
 * queue', a QR code of the public profile and its address written out. The QR's address ends in
 * #join, which brings the profile's join action into view. Printing hides the app's header and
 * this page's own buttons (print: variants and the @page rule in index.css).
 */
export function PosterPage() {
  const { t } = useTranslation(['poster', 'common']);
  const tm = useLocalizeMessage();
  useDocumentTitle(tm(M.printPoster));
  const poster = usePoster();

  if (poster.isPending) return <Spinner label={t('common:loadingDots')} className="min-h-[50vh]" />;
  if (poster.isError) {
    return (
      <div
        role="alert"
        className="mx-auto mt-10 max-w-md rounded-3xl bg-white p-8 text-center ring-1 ring-slate-200/80"
      >
        <p className="text-slate-700">{errorMessage(poster.error)}</p>
        <Button variant="secondary" className="mt-4" onClick={() => void poster.refetch()}>
          {t('common:tryAgain')}
        </Button>
      </div>
    );
  }

  const { business_name: businessName, url } = poster.data;
  const shown = url.replace(/^https?:\/\//, '');
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:px-6 sm:py-8 print:m-0 print:max-w-none print:p-0">
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <p className="text-sm text-slate-600">{t('hint')}</p>
        <Button onClick={() => window.print()}>
          <Printer aria-hidden="true" className="size-4" />
          {t('print')}
        </Button>
      </div>
      <article
        data-testid="poster"
        className="mx-auto flex aspect-[210/297] w-full flex-col items-center justify-between bg-white px-[8%] py-[10%] text-center text-slate-950 shadow-sm ring-1 ring-slate-200 print:aspect-auto print:h-[297mm] print:w-[210mm] print:shadow-none print:ring-0"
      >
        <h1 className="text-[clamp(1.75rem,7vw,3.5rem)] leading-tight font-extrabold break-words print:text-[44pt]">
          {businessName}
        </h1>
        <div className="flex w-full flex-col items-center">
          <p className="text-[clamp(1.25rem,5vw,2.5rem)] font-bold text-brand-700 print:text-[30pt]">
            {tm(M.scanToJoin)}
          </p>
          <QrCode
            testId="poster-qr"
            value={`${url}#${JOIN_FRAGMENT}`}
            label={t('qrLabel', { url })}
            className="mt-[6%] aspect-square w-[70%] print:w-[130mm]"
          />
        </div>
        <p className="text-[clamp(0.9rem,3vw,1.5rem)] text-slate-700 print:text-[18pt]">
          {tm(M.orVisit)}{' '}
          <strong data-testid="poster-url" className="font-bold wrap-anywhere text-slate-950">
            {/* A narrow screen breaks the address after a slash, not inside the name. */}
            {shown.split('/').map((part, i) => (
              <Fragment key={i}>
                {i > 0 && (
                  <>
                    /<wbr />
                  </>
                )}
                {part}
              </Fragment>
            ))}
          </strong>
        </p>
      </article>
    </div>
  );
}
