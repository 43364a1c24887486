export { LanguageSwitch } from './LanguageSwitch';
export type { LanguageSwitchProps } from './LanguageSwitch';
export { localeAutonyms, uiLocales } from './autonyms';
export { languageSwitchMessages } from './messages';
export type { LanguageSwitchMessages } from './messages';
