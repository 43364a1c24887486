import { useRef } from 'react';
import styled from 'styled-components';
import { useArrowNavigation } from '../hooks';
import { useMessages } from '../i18n';
import { Icon } from '../Icon';
import { starRatingMessages, type StarRatingMessages } from './messages';

const MAX = 5;
const STARS = Array.from({ length: MAX }, (_, i) => i + 1);

export interface StarRatingProps {
  /** Whole stars, 0 to 5. */
  value: number;
  /** Makes the rating a radio group (arrow keys move and choose); called with the chosen rating. */
  onChange?: (value: number) => void;
  size?: number;
  /**
   * Overrides the built-in words: `rating` names the interactive group ('Your rating'), `rated` a read-only
   * rating, `star` each choice.
   */
  labels?: Partial<StarRatingMessages>;
}

const Row = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
`;

const Star = styled.span<{ $filled: boolean }>`
  display: inline-flex;
  color: ${({ theme, $filled }) => ($filled ? theme.colors.star : theme.colors.borderStrong)};
`;

const Choice = styled.button`
  display: inline-flex;
  padding: ${({ theme }) => theme.space.xxs};
  border: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: none;
  cursor: pointer;
`;

export function StarRating({ value, onChange, size = 20, labels }: StarRatingProps) {
  const words = useMessages(starRatingMessages, labels);
  const choices = useRef<(HTMLButtonElement | null)[]>([]);
  const rating = Math.min(Math.max(Math.round(value), 0), MAX);
  function choose(n: number) {
    onChange?.(n);
    choices.current[n - 1]?.focus();
  }
  const star = (n: number) => (
    <Star key={n} $filled={n <= rating}>
      <Icon name="star" size={size} filled={n <= rating} />
    </Star>
  );

  // Arrows follow the reading direction (in right-to-left the left arrow raises the rating); up raises it.
  const onKeyDown = useArrowNavigation({
    orientation: 'both',
    upIsForward: true,
    itemSelector: '[role="radio"]',
    onNavigate: (_, index) => choose(index + 1),
  });

  if (!onChange) {
    return (
      <Row role="img" aria-label={words.rated(rating, MAX)}>
        {STARS.map(star)}
      </Row>
    );
  }

  return (
    <Row role="radiogroup" aria-label={words.rating} onKeyDown={onKeyDown}>
      {STARS.map((n) => (
        <Choice
          key={n}
          ref={(element) => {
            choices.current[n - 1] = element;
          }}
          type="button"
          role="radio"
          aria-checked={n === rating}
          aria-label={words.star(n, MAX)}
          // One tab stop for the group: the chosen star, or the first when none is chosen.
          tabIndex={n === Math.max(rating, 1) ? 0 : -1}
          onClick={() => choose(n)}
        >
          {star(n)}
        </Choice>
      ))}
    </Row>
  );
}
