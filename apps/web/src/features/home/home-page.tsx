import { lazy } from 'react';
import { WhenVisible } from '../../components/when-visible';
import { Slice } from '../../lib/slice';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AboutProduct } from './about-product';
import { CategorySection } from './category-section';
import { Greeting } from './greeting';
import { PlannedFeatures } from './planned-features';
import { WhyPartner } from './why-partner';

// Below the fold and heavy (Swiper; the form library and its schemas; motion): loaded as the visitor
// scrolls towards them, so the home page stays within its JavaScript budget (bench/bundle-size.ts).
const BannerCarousel = lazy(() => import('./banner-carousel').then((m) => ({ default: m.BannerCarousel })));
const WaitlistBlock = lazy(() => import('./waitlist-block').then((m) => ({ default: m.WaitlistBlock })));
const QueueDemo = lazy(() => import('./queue-demo').then((m) => ({ default: m.QueueDemo })));

/** Every home block of the spec, in the spec's order. */
export function HomePage() {
  useDocumentTitle();
  return (
    <div className="mx-auto max-w-6xl space-y-12 px-4 py-6 sm:px-6 sm:py-8">
      <Greeting />
      <Slice>
        <CategorySection industry="healthcare" />
      </Slice>
      <Slice>
        <CategorySection industry="personalcare" />
      </Slice>
      <WhenVisible minHeight="min(56vw, 23rem)">
        <BannerCarousel />
      </WhenVisible>
      <WhenVisible minHeight="20rem">
        <WaitlistBlock />
      </WhenVisible>
      <Slice>
        <div className="drawn-when-near">
          <AboutProduct />
        </div>
      </Slice>
      <WhenVisible minHeight="26rem">
        <QueueDemo />
      </WhenVisible>
      <Slice>
        <div className="drawn-when-near">
          <PlannedFeatures />
        </div>
      </Slice>
      <Slice>
        <div className="drawn-when-near">
          <WhyPartner />
        </div>
      </Slice>
    </div>
  );
}
