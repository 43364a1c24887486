import type { UILocale } from '../i18n';
import { formatWords, type FormatWords } from './words';

/** Every formatter takes the language it writes in; English when none is given. */
export interface LocaleOptions {
  locale?: UILocale;
}

export function wordsFor(locale: UILocale = 'en'): FormatWords {
  return formatWords[locale];
}
