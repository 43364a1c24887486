export { StarRating } from './StarRating';
export type { StarRatingProps } from './StarRating';
export type { StarRatingMessages } from './messages';
