const UNITS = ['', 'א', 'ב', 'ג', 'ד', 'ה', 'ו', 'ז', 'ח', 'ט'];
const TENS = ['', 'י', 'כ', 'ל', 'מ', 'נ', 'ס', 'ע', 'פ', 'צ'];
const HUNDREDS = ['', 'ק', 'ר', 'ש', 'ת', 'תק', 'תר', 'תש', 'תת', 'תתק'];

/**
 * A number from 1 to 999 in Hebrew letters as chapters are numbered (Sefaria's convention): 15 and 16
 * are written ט״ו and ט״ז to avoid spelling a divine name; gershayim before the last letter of a
 * multi-letter numeral, geresh after a single letter.
 */
export function hebrewNumeral(n: number): string {
  if (!Number.isInteger(n) || n < 1 || n > 999) throw new RangeError(`no Hebrew numeral for ${n}`);
  const rest = n % 100;
  const tail = rest === 15 ? 'טו' : rest === 16 ? 'טז' : TENS[Math.floor(rest / 10)]! + UNITS[rest % 10]!;
  const letters = HUNDREDS[Math.floor(n / 100)]! + tail;
  return letters.length === 1 ? `${letters}׳` : `${letters.slice(0, -1)}״${letters.slice(-1)}`;
}
