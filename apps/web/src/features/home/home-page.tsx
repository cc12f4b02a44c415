import { useDocumentTitle } from '../../lib/use-document-title';
import { WaitlistBlock } from './waitlist-block';
import { AboutProduct } from './about-product';
import { BannerCarousel } from './banner-carousel';
import { CategorySection } from './category-section';
import { Greeting } from './greeting';
import { PlannedFeatures } from './planned-features';
import { QueueDemo } from './queue-demo';
import { WhyPartner } from './why-partner';

/** Every home block of the spec, in the spec's order. */
export function HomePage() {
  useDocumentTitle();
  return (
    <div className="mx-auto max-w-6xl space-y-12 px-4 py-6 sm:px-6 sm:py-8">
      <Greeting />
      <CategorySection industry="healthcare" />
      <CategorySection industry="personalcare" />
      <BannerCarousel />
      <WaitlistBlock />
      <AboutProduct />
      <QueueDemo />
      <PlannedFeatures />
      <WhyPartner />
    </div>
  );
}
