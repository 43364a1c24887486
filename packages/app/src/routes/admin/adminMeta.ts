import type { PageMeta } from '@bible-admin/screens';
import { catalogue } from '../../api/catalogue';

/** The head of an admin page: English, left to right, titled by its screen. */
export function adminMeta(page: string): PageMeta {
  return {
    title: `${page} · ${catalogue.admin.brand}`,
    description: catalogue.admin.description,
    lang: 'en',
  };
}
