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
