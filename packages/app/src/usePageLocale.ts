import { useState } from 'react';
import type { PageLocale } from '@bible-admin/screens';

/** The browser's language picks a bilingual page's first language: Hebrew for `he`, English otherwise. */
export function browserPageLocale(languages: readonly string[] = navigator.languages): PageLocale {
  const first = (languages[0] ?? '').toLowerCase();
  return first.startsWith('he') || first.startsWith('iw') ? 'he' : 'en';
}

/** A bilingual page's language: the browser's first, then what the visitor switches to. */
export function usePageLocale() {
  return useState<PageLocale>(() => browserPageLocale());
}
