import { CircleUserRound, Store, UserRound } from 'lucide-react';
import { AnimatePresence, motion } from 'motion/react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { fireConfetti } from '../../lib/confetti';
import { useQueueDemo } from './use-queue-demo';

const celebrate = () => fireConfetti({ particleCount: 120, spread: 75, origin: { y: 0.7 } });

/** Tokens are 60 px wide, 80 px apart. */
const TOKEN = 'size-[60px] shrink-0';

export function QueueDemo() {
  const { t } = useTranslation('home');
  const demo = useQueueDemo(celebrate);
  const count = demo.queue.length;

  return (
    <section
      aria-labelledby="queue-demo-title"
      className="overflow-hidden rounded-[2rem] bg-white p-6 shadow-sm ring-1 ring-slate-200/80 sm:p-10"
    >
      <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
        <div>
          <p className="text-sm font-semibold tracking-widest text-brand-600 uppercase">{t('demo.kicker')}</p>
          <h2 id="queue-demo-title" className="mt-2 text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">
            {t('demo.title')}
          </h2>
          <p className="mt-2 max-w-lg text-slate-600">{t('demo.intro')}</p>
        </div>
        <Button
          size="lg"
          onClick={demo.joinAsVisitor}
          disabled={demo.visitorWaiting}
          className="self-start md:self-auto"
        >
          {t('demo.join')}
        </Button>
      </div>

      <div className="mt-8 flex items-center gap-4 rounded-3xl bg-slate-50 p-4 ring-1 ring-slate-100 sm:p-6">
        {/* Phones need the width for the line itself. */}
        <div className="hidden flex-col items-center gap-1 text-brand-700 sm:flex">
          <span className={`${TOKEN} flex items-center justify-center rounded-2xl bg-brand-600 text-white shadow`}>
            <Store aria-hidden="true" className="size-7" />
          </span>
          <span className="text-[11px] font-semibold">{t('demo.frontDesk')}</span>
        </div>
        <div aria-hidden="true" className="hidden h-0.5 w-4 shrink-0 bg-brand-200 sm:block" />
        <ol aria-label={t('demo.queueLabel')} className="flex min-h-[84px] flex-1 items-start gap-5 overflow-hidden">
          <AnimatePresence initial={false} mode="popLayout">
            {demo.queue.map((id, index) => {
              const you = id === demo.visitorId;
              return (
                <motion.li
                  key={id}
                  layout
                  initial={{ opacity: 0, x: 40, scale: 0.6 }}
                  animate={{ opacity: 1, x: 0, scale: 1 }}
                  exit={{ opacity: 0, x: -50, scale: 0.6 }}
                  transition={{ duration: 0.35 }}
                  className="flex w-[60px] shrink-0 flex-col items-center gap-1"
                >
                  <span
                    className={`${TOKEN} flex items-center justify-center rounded-full shadow-sm ${
                      you
                        ? 'bg-amber-400 text-amber-950 ring-4 ring-amber-200'
                        : index === 0
                          ? 'bg-brand-500 text-white'
                          : 'bg-white text-brand-700 ring-2 ring-brand-100'
                    }`}
                  >
                    {you ? (
                      <CircleUserRound aria-hidden="true" className="size-7" />
                    ) : (
                      <UserRound aria-hidden="true" className="size-6" />
                    )}
                  </span>
                  <span className={`text-[11px] font-semibold ${you ? 'text-amber-700' : 'text-slate-500'}`}>
                    {you ? t('demo.you') : `#${id}`}
                  </span>
                </motion.li>
              );
            })}
          </AnimatePresence>
        </ol>
      </div>
      <p className="mt-4 text-sm font-medium text-slate-600">
        {count === 0 ? t('demo.empty') : t('demo.count', { count })}
      </p>
    </section>
  );
}
