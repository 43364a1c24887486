import { useUILocale, type UILocale } from '@bible-admin/ui';

/**
 * A screen's copy keyed by locale. English is always there (the spec's wording); a screen adds `he` when it
 * speaks Hebrew, and any locale it lacks falls back to English.
 */
export type ScreenMessages<M> = { en: M } & Partial<Record<UILocale, M>>;

/** The screen's copy in the provider's language. */
export function useScreenMessages<M>(table: ScreenMessages<M>): M {
  return table[useUILocale()] ?? table.en;
}
