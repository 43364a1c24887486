import { useEffect, useState } from 'react';
import type { BannerType } from '@bible-admin/ui';

/** The chapters list's banner, handed over by the page that sent the editor there (spec section 4). */
export interface HandedBanner {
  type: BannerType;
  message: string;
}

const KEY = 'chapters-banner';

/** Leaves a banner for the chapters list (in session storage, so a reload on the way keeps it). */
export function handBanner(banner: HandedBanner) {
  sessionStorage.setItem(KEY, JSON.stringify(banner));
}

function readBanner(): HandedBanner | null {
  try {
    const banner = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as HandedBanner | null;
    return banner && typeof banner.message === 'string' ? banner : null;
  } catch {
    return null;
  }
}

/** The banner handed to this page, shown once: it leaves storage as soon as the page shows it. */
export function useHandedBanner() {
  const [banner, setBanner] = useState(readBanner);
  useEffect(() => sessionStorage.removeItem(KEY), []);
  return { banner, close: () => setBanner(null) };
}
