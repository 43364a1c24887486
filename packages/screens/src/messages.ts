import { useUILocale, type UILocale } from '@bible-admin/ui';

/**
 * A screen's copy keyed by locale: English in the spec's wording, and every other locale of the kit in
 * full, so a missing language or a missing key does not compile (a third language is only tables).
 */
export type ScreenMessages<M> = Record<UILocale, M>;

/** The screen's copy in the provider's language. */
export function useScreenMessages<M>(table: ScreenMessages<M>): M {
  return table[useUILocale()];
}

/**
 * The public site's copy: it is published in Hebrew only, so its tables hold `he` alone (keyed by locale all
 * the same: another language is one more table, and the type then asks for it).
 */
export type PublicMessages<M> = Pick<ScreenMessages<M>, 'he'>;

/** The public site's words, in the one language it is published in, whatever the kit's locale. */
export function publicCopy<M>(table: PublicMessages<M>): M {
  return table.he;
}
