import { useState } from 'react';
import { firstPageLanguage } from '@bible-admin/contract/plain';
import type { PageLocale } from '@bible-admin/screens';

/** The browser's language picks a bilingual page's first language: Hebrew for `he`, English otherwise. */
export function browserPageLocale(languages: readonly string[] = navigator.languages): PageLocale {
  return firstPageLanguage(languages[0]);
}

/** A bilingual page's language: the browser's first, then what the visitor switches to. */
export function usePageLocale() {
  return useState<PageLocale>(() => browserPageLocale());
}
