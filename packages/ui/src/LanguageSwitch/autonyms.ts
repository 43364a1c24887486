import type { UILocale } from '../i18n';

/**
 * Each language of the kit by its own name, in its own script, whatever the interface's language: an admin
 * looking for their language finds it written as they read it. Not interface words, so not in a table: where
 * one is shown it carries its `lang` and `translate="no"`.
 */
export const localeAutonyms: Readonly<Record<UILocale, string>> = { en: 'English', he: 'עברית' };

/** The kit's languages in the order a switch offers them. */
export const uiLocales = Object.keys(localeAutonyms) as readonly UILocale[];
