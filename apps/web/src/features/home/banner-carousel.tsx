import type { IndustrySlug } from '@kataar/shared/categories';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import { paths } from '../../lib/paths';
import { useSelectedLocation } from '../../lib/selected-location';

const BANNERS: { src: string; industry: IndustrySlug; action: 'banners.findClinic' | 'banners.findSalon' }[] = [
  { src: '/banners/banner-1.svg', industry: 'healthcare', action: 'banners.findClinic' },
  { src: '/banners/banner-2.svg', industry: 'personalcare', action: 'banners.findSalon' },
];

/**
 * Two static banners: one per view, loops, 2000 ms autoplay that survives interaction.
 * Phones show the banners' left (copy) side taller, so the text stays readable.
 */
export function BannerCarousel() {
  const { t } = useTranslation('home');
  const { city } = useSelectedLocation();
  return (
    <section
      aria-label={t('banners.label')}
      // Dots readable on both banners, pink included: dark inactive dots, every dot ringed in white.
      className="overflow-hidden rounded-[2rem] shadow-sm ring-1 ring-slate-200/80 [--swiper-pagination-bullet-inactive-color:#0f172a] [--swiper-pagination-bullet-inactive-opacity:0.55] [--swiper-pagination-color:#fbbf24] [&_.swiper-pagination-bullet]:ring-2 [&_.swiper-pagination-bullet]:ring-white"
    >
      <Swiper
        modules={[Autoplay, Pagination]}
        slidesPerView={1}
        loop
        autoplay={{ delay: 2000, disableOnInteraction: false }}
        pagination={{ clickable: true }}
      >
        {BANNERS.map((banner) => (
          <SwiperSlide key={banner.src}>
            <Link to={paths.industry(banner.industry, city)} aria-label={t(banner.action)} className="block">
              <img
                src={banner.src}
                alt={t('banners.alt')}
                loading="lazy"
                width={1200}
                height={400}
                className="block aspect-[16/9] w-full object-cover object-left sm:aspect-[3/1]"
              />
            </Link>
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}
