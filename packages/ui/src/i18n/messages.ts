import { useMemo } from 'react';
import { useDirection } from '../direction';

/** The languages the kit speaks; any other locale gets English. */
export type UILocale = 'en' | 'he';

/** A primitive's built-in words: a function where a value goes into the sentence ('Page 2 of 9'). */
export type Messages = Record<string, string | ((...args: never[]) => string)>;

/** One table per locale; Hebrew must name every key English does. */
export type MessageTable<M extends Messages> = Record<UILocale, M>;

/** Types a component's table so that `he` cannot miss a key of `en`. */
export function defineMessages<M extends Messages>(table: MessageTable<M>): MessageTable<M> {
  return table;
}

/** The kit's language for a BCP 47 locale: Hebrew for `he` (and the old `iw`), English otherwise. */
export function uiLocaleOf(locale: string): UILocale {
  const language = locale.toLowerCase().split(/[-_]/)[0];
  return language === 'he' || language === 'iw' ? 'he' : 'en';
}

/** The kit's language from the provider's locale. */
export function useUILocale(): UILocale {
  return uiLocaleOf(useDirection().locale);
}

/**
 * A component's words in the provider's language, with the caller's `labels` laid over them: the one
 * way a screen renames a built-in label.
 */
export function useMessages<M extends Messages>(table: MessageTable<M>, labels?: Partial<M>): M {
  const locale = useUILocale();
  return useMemo(() => ({ ...table[locale], ...stripUndefined(labels) }), [table, locale, labels]);
}

function stripUndefined<M>(labels: Partial<M> | undefined): Partial<M> {
  if (!labels) return {};
  return Object.fromEntries(Object.entries(labels).filter(([, value]) => value !== undefined)) as Partial<M>;
}
