import { defineMessages } from '../i18n';

export const starRatingMessages = defineMessages({
  en: {
    /** The name of the interactive group. */
    rating: 'Rating',
    /** The name of a read-only rating. */
    rated: (stars: number, max: number) => `Rated ${stars} out of ${max}`,
    /** The name of each choice. */
    star: (stars: number, max: number) => `${stars} of ${max} stars`,
  },
  he: {
    rating: 'דירוג',
    rated: (stars: number, max: number) => `דירוג ${stars} מתוך ${max}`,
    star: (stars: number, max: number) =>
      stars === 1 ? `כוכב אחד מתוך ${max}` : `${stars} כוכבים מתוך ${max}`,
  },
});

export type StarRatingMessages = (typeof starRatingMessages)['en'];
