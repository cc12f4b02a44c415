import { useState } from 'react';
import { initials } from '../lib/format';
import { useTranslation } from 'react-i18next';

interface ProviderPhotoProps {
  src: string | null | undefined;
  name: string;
  className?: string;
  /** Pass '' when the name is printed next to it, so screen readers do not hear it twice. */
  alt?: string;
  loading?: 'lazy' | 'eager';
  /** The page's main image (its largest paint): fetched ahead of other images. */
  priority?: boolean;
}

/** A provider photo, or the business initials on a neutral tile when there is none or it fails. */
export function ProviderPhoto({ src, name, className = '', alt, loading = 'lazy', priority }: ProviderPhotoProps) {
  const [failed, setFailed] = useState(false);
  const { t } = useTranslation('common');
  if (!src || failed) {
    return (
      <div
        // 'img' is a role, not words; the plugin cannot tell inside a spread object.
        // eslint-disable-next-line i18next/no-literal-string
        {...(alt === '' ? { 'aria-hidden': true } : { role: 'img', 'aria-label': alt ?? t('photo.none', { name }) })}
        className={`flex items-center justify-center bg-gradient-to-br from-brand-100 to-brand-200 font-bold text-brand-800 ${className}`}
      >
        <span aria-hidden="true">{initials(name)}</span>
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt ?? name}
      loading={loading}
      fetchPriority={priority ? 'high' : undefined}
      onError={() => setFailed(true)}
      className={`object-cover ${className}`}
    />
  );
}
