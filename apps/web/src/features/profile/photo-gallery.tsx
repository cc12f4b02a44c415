import type { ProviderPublic } from '@kataar/shared/provider';
import { galleryPhotos } from '@kataar/shared/provider-photos';
import { useTranslation } from 'react-i18next';
import { ProviderPhoto } from '../../components/provider-photo';

const MAX_PHOTOS = 3;

/** Up to three display photos (3:2, as uploads are cut); without any, the profile photo or initials. */
export function PhotoGallery({ provider }: { provider: ProviderPublic }) {
  const { t } = useTranslation('profile');
  const [first, ...rest] = galleryPhotos(provider).slice(0, MAX_PHOTOS);

  return (
    <section aria-label={t('photos')} className={`grid gap-3 ${rest.length > 0 ? 'md:grid-cols-[2fr_1fr]' : ''}`}>
      <ProviderPhoto
        src={first}
        name={provider.business_name}
        alt={t('photo', { name: provider.business_name, number: 1 })}
        loading="eager"
        priority
        className="aspect-[3/2] w-full rounded-3xl text-5xl"
      />
      {rest.length > 0 && (
        <div className="grid grid-cols-2 content-start gap-3 md:grid-cols-1">
          {rest.map((src, index) => (
            <ProviderPhoto
              key={src ?? index}
              src={src}
              name={provider.business_name}
              alt={t('photo', { name: provider.business_name, number: index + 2 })}
              className="aspect-[3/2] w-full rounded-2xl text-3xl md:rounded-3xl"
            />
          ))}
        </div>
      )}
    </section>
  );
}
