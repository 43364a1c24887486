import type { Locale } from '../constants';

/**
 * A record's field labels in every admin language, keyed by the record's field names as the contract spells
 * them: each language names exactly those fields, so a label missing in one language does not compile.
 */
export type FieldLabels<Field extends string> = Readonly<Record<Locale, Readonly<Record<Field, string>>>>;
