/** The photo fields of a provider, as the public answer carries them. */
export interface ProviderPhotoFields {
  profile_photo: string | null;
  display_photo_1: string | null;
  display_photo_2: string | null;
  display_photo_3: string | null;
}

/**
 * The display photos a profile page shows, in order; without any, the profile photo alone. The
 * first one is the page's big picture. Free of zod: the profile page's first download imports it.
 */
export function galleryPhotos(provider: ProviderPhotoFields): (string | null)[] {
  const display = [provider.display_photo_1, provider.display_photo_2, provider.display_photo_3].filter(
    (src): src is string => Boolean(src),
  );
  return display.length > 0 ? display : [provider.profile_photo];
}
