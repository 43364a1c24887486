import { wordsFor, type LocaleOptions } from './locale';

// Brand names read the same in every language; 'tablet' is a word and is translated.
const BRANDS: Record<string, string> = { ios: 'iOS', ipad: 'iPad', android: 'Android' };

/**
 * The label of a user's device: ios → iOS, ipad → iPad, android → Android, tablet → Tablet ('טאבלט'
 * in Hebrew); anything else raw.
 */
export function formatDevice(device: string | null | undefined, { locale }: LocaleOptions = {}): string {
  if (!device) return '';
  const key = device.toLowerCase();
  if (key === 'tablet') return wordsFor(locale).tablet;
  return BRANDS[key] ?? device;
}
