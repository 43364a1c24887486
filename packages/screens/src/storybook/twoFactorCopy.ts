import { within } from 'storybook/test';
import { twoFactorRefusals } from '../words/twoFactor';
import { twoFactorMessages } from '../Admin/TwoFactor/messages';

/** The two-factor words and the refusals' in a story's language (the Hebrew twins read Hebrew). */
export const twoFactorCopy = (globals: Record<string, unknown>) => {
  const locale = globals.dir === 'rtl' ? 'he' : 'en';
  return { words: twoFactorMessages[locale], refusals: twoFactorRefusals[locale] };
};

/** A field by its label, the required marker after it. */
export const fieldIn = (element: HTMLElement, label: string) =>
  within(element).getByLabelText(new RegExp(`^${label}`));
