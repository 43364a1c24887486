import { useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { useDirection } from '../direction';
import { Icon } from '../Icon';

const MAX = 5;
const STARS = Array.from({ length: MAX }, (_, i) => i + 1);

export interface StarRatingProps {
  /** Whole stars, 0 to 5. */
  value: number;
  /** Makes the rating a radio group (arrow keys move and choose); called with the chosen rating. */
  onChange?: (value: number) => void;
  /** Accessible name. Defaults: read-only 'Rated {value} out of 5'; interactive 'Rating'. */
  label?: string;
  /** Name of each choice when interactive. */
  starLabel?: (stars: number) => string;
  size?: number;
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

const defaultStarLabel = (stars: number) => (stars === 1 ? '1 star' : `${stars} stars`);

export function StarRating({
  value,
  onChange,
  label,
  starLabel = defaultStarLabel,
  size = 20,
}: StarRatingProps) {
  const { direction } = useDirection();
  const choices = useRef<(HTMLButtonElement | null)[]>([]);
  const rating = Math.min(Math.max(Math.round(value), 0), MAX);
  const star = (n: number) => (
    <Star key={n} $filled={n <= rating}>
      <Icon name="star" size={size} filled={n <= rating} />
    </Star>
  );

  if (!onChange) {
    return (
      <Row role="img" aria-label={label ?? `Rated ${rating} out of ${MAX}`}>
        {STARS.map(star)}
      </Row>
    );
  }

  const choose = (n: number) => {
    onChange(n);
    choices.current[n - 1]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    // Arrows follow the reading direction: in right-to-left, the left arrow moves to a higher rating.
    const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    const current = Math.max(rating, 1);
    const next = {
      [forward]: (current % MAX) + 1,
      ArrowUp: (current % MAX) + 1,
      [backward]: ((current + MAX - 2) % MAX) + 1,
      ArrowDown: ((current + MAX - 2) % MAX) + 1,
      Home: 1,
      End: MAX,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    choose(next);
  };

  return (
    <Row role="radiogroup" aria-label={label ?? 'Rating'} onKeyDown={onKeyDown}>
      {STARS.map((n) => (
        <Choice
          key={n}
          ref={(element) => {
            choices.current[n - 1] = element;
          }}
          type="button"
          role="radio"
          aria-checked={n === rating}
          aria-label={starLabel(n)}
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
