import sharp from 'sharp';
import { categoryLabel, type Industry } from '@kataar/shared/categories';
import type { Storage } from '../../lib/storage';
import { categoryDisplaySvg } from './demo-category-photo-svg';
import { namedDisplaySvg, profileSvg, type PhotoSubject } from './demo-photo-svg';

/** Where a demo provider's generated photos are served from. */
export interface DemoPhotoUrls {
  profilePhoto: string;
  /** One to three display photos, in gallery order. */
  displayPhotos: string[];
}

/** What the photo generator needs to know about a provider. */
export interface PhotoProvider {
  username: string;
  businessName: string;
  industry: Industry;
  category: string;
  area: string;
  city: string;
  displayPhotoCount: number;
}

const CONCURRENCY = 4;

const render = (svg: string): Promise<Buffer> => sharp(Buffer.from(svg)).webp({ quality: 80, effort: 2 }).toBuffer();

/**
 * Renders every demo provider's photos (no network: SVG drawn here, encoded to WebP by sharp) and
 * stores them like uploads. Each provider gets its own profile photo and a first display photo
 * with its name; the second and third display photos carry no name and are shared per category.
 */
export async function storeDemoPhotos(
  providers: readonly PhotoProvider[],
  storage: Storage,
): Promise<Map<string, DemoPhotoUrls>> {
  const shared = new Map<string, string>();
  const sharedJobs = new Map<string, () => Promise<void>>();
  for (const p of providers) {
    for (const variant of [2, 3] as const) {
      if (variant > p.displayPhotoCount) continue;
      const key = sharedKey(p, variant);
      sharedJobs.set(key, async () => {
        const bytes = await render(categoryDisplaySvg(p.industry, p.category, variant));
        shared.set(key, await storage.put(key, bytes, 'image/webp'));
      });
    }
  }
  await inPool([...sharedJobs.values()], (job) => job());

  const urls = new Map<string, DemoPhotoUrls>();
  await inPool(providers, async (p) => {
    const subject: PhotoSubject = { ...p, categoryLabel: categoryLabel(p.industry, p.category) };
    const [profile, named] = await Promise.all([render(profileSvg(subject)), render(namedDisplaySvg(subject))]);
    const profilePhoto = await storage.put(`demo/${p.username}-profile.webp`, profile, 'image/webp');
    const first = await storage.put(`demo/${p.username}-1.webp`, named, 'image/webp');
    const rest = [2, 3].filter((v) => v <= p.displayPhotoCount).map((v) => shared.get(sharedKey(p, v)) ?? first);
    urls.set(p.username, { profilePhoto, displayPhotos: [first, ...rest] });
  });
  return urls;
}

const sharedKey = (p: PhotoProvider, variant: number): string =>
  `demo/category-${p.industry.toLowerCase()}-${p.category.toLowerCase()}-${variant}.webp`;

/** Runs `work` over the items, at most CONCURRENCY at a time. */
async function inPool<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const item = items[next];
      next += 1;
      if (item !== undefined) await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, items.length) }, worker));
}
