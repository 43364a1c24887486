import styled from 'styled-components';
import { Button, type UILocale } from '@bible-admin/ui';
import { SignInNotice } from '../common/SignInCard';
import type { TwoFactorMessages } from './messages';

/** A part of a two-factor card (the authenticator's set-up, the recovery codes): its heading, then its content. */
export const StepSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

export const StepHeading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

/** A row of buttons that wraps on a narrow card. */
export const StepActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/** The half-signed-in step (second factor or forced set-up) lived its five minutes: back to the password. */
export function ExpiredStep({
  words,
  onBackToSignIn,
  onLocaleChange,
}: {
  words: TwoFactorMessages;
  onBackToSignIn: () => void;
  onLocaleChange?: (locale: UILocale) => void;
}) {
  return (
    <SignInNotice
      title={words.expiredTitle}
      type="warning"
      message={words.expired}
      onLocaleChange={onLocaleChange}
    >
      <Button type="button" onClick={onBackToSignIn} fullWidth>
        {words.backToSignIn}
      </Button>
    </SignInNotice>
  );
}
