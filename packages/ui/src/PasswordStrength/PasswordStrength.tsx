import styled from 'styled-components';
import { useMessages } from '../i18n';
import type { Theme } from '../theme';
import { passwordStrengthMessages, type PasswordStrengthMessages } from './messages';

/** The five levels, zxcvbn's scores: 0 is guessed at once, 4 resists an offline attack. */
export const passwordScores = [0, 1, 2, 3, 4] as const;
export type PasswordScore = (typeof passwordScores)[number];

export interface PasswordStrengthProps {
  /** The typed password's score; null while nothing is typed or the estimate is not known yet. */
  score: PasswordScore | null;
  labels?: Partial<PasswordStrengthMessages>;
}

/** Each level's colour: red until the password is accepted (3), amber in between. */
const tones: Record<PasswordScore, keyof Theme['colors']> = {
  0: 'error',
  1: 'error',
  2: 'warning',
  3: 'success',
  4: 'success',
};

const Meter = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const Steps = styled.div`
  display: grid;
  grid-template-columns: repeat(${passwordScores.length}, 1fr);
  gap: ${({ theme }) => theme.space.xs};
`;

const Step = styled.span<{ $tone: keyof Theme['colors'] | null }>`
  block-size: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $tone }) => theme.colors[$tone ?? 'border']};
`;

const Words = styled.p`
  margin: 0;
  min-block-size: 1lh;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Level = styled.strong<{ $tone: keyof Theme['colors'] }>`
  color: ${({ theme, $tone }) => theme.colors[$tone]};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

/**
 * How hard a new password is to guess, in five steps: as many steps filled as the level, and the level in words
 * (never colour alone). The words sit in a polite live region, so a screen reader hears the level when it
 * changes, not at every key.
 */
export function PasswordStrength({ score, labels }: PasswordStrengthProps) {
  const words = useMessages(passwordStrengthMessages, labels);
  const tone = score === null ? null : tones[score];
  return (
    <Meter>
      <Steps aria-hidden="true">
        {passwordScores.map((step) => (
          <Step
            key={step}
            $tone={score !== null && step <= score ? tone : null}
            data-filled={score !== null && step <= score}
          />
        ))}
      </Steps>
      <Words role="status" aria-live="polite">
        {score !== null && tone && (
          <>
            {words.name}: <Level $tone={tone}>{words[`level${score}`]}</Level>
          </>
        )}
      </Words>
    </Meter>
  );
}
