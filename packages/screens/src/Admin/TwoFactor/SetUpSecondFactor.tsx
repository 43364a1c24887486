import styled from 'styled-components';
import { Icon, type IconName, type UILocale } from '@bible-admin/ui';
import { useScreenMessages } from '../../messages';
import { SignInCard } from '../common/SignInCard';
import { AuthenticatorSetup, type AuthenticatorSetupData } from './AuthenticatorSetup';
import { twoFactorMessages } from './messages';
import { ExpiredStep } from './StepParts';
import { PasskeyNameForm, PasskeysImpossible } from './PasskeyParts';
import { RecoveryCodes } from './RecoveryCodes';
import { TextButton } from './TextButton';

/**
 * Where the forced set-up stands: the choice; the authenticator's set-up; its recovery codes (after the code was
 * right: Done finishes the sign-in); the passkey's name and ceremony; or the enrol step expired (five minutes).
 */
export type SetUpStep = 'choose' | 'authenticator' | 'recoveryCodes' | 'passkey' | 'expired';

export interface SetUpSecondFactorProps {
  step: SetUpStep;
  /** False when the app is served from an IP address: the passkey is explained, not offered. */
  passkeysPossible: boolean;
  /** False where the server offers no passkeys: the choice is the authenticator app alone, nothing explained. */
  passkeysOffered?: boolean;
  /** The authenticator's secret and QR code (null while the app asks for them). */
  setup?: AuthenticatorSetupData | null;
  /** Shown at `recoveryCodes`. */
  recoveryCodes?: readonly string[];
  /** A code being checked, or the passkey ceremony under way. */
  busy?: boolean;
  /** The refusal of the last code or passkey, in words (the app translates the server's code). */
  error?: string | null;
  onChoose: (choice: 'authenticator' | 'passkey') => void;
  /** Back to the choice. */
  onChooseAnother: () => void;
  onConfirmCode: (code: string) => void;
  onAddPasskey: (name: string) => void;
  onCopy: (text: string) => void;
  onDownloadCodes: (text: string) => void;
  /** The codes are saved: the app finishes the sign-in with the session the confirmation gave. */
  onCodesSaved: () => void;
  onBackToSignIn: () => void;
  onLocaleChange?: (locale: UILocale) => void;
}

const Choices = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const Choice = styled.button.attrs({ type: 'button' })`
  display: grid;
  grid-template-columns: auto 1fr;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  padding: ${({ theme }) => theme.space.lg};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: start;
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  &:focus-visible {
    outline: ${({ theme }) => theme.sizes.focusRing} solid ${({ theme }) => theme.colors.focus};
    outline-offset: ${({ theme }) => theme.sizes.focusRing};
  }
  svg {
    grid-row: span 2;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const ChoiceName = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const ChoiceHint = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

function ChoiceButton({
  icon,
  name,
  hint,
  onClick,
}: {
  icon: IconName;
  name: string;
  hint: string;
  onClick: () => void;
}) {
  return (
    <Choice onClick={onClick}>
      <Icon name={icon} size={24} />
      <ChoiceName>{name}</ChoiceName>
      <ChoiceHint>{hint}</ChoiceHint>
    </Choice>
  );
}

/**
 * The forced set-up: the owner requires two-factor and this admin has none, so right after the password they set
 * one up (an authenticator app or a passkey) before anything else; finishing it signs them in.
 */
export function SetUpSecondFactor(props: SetUpSecondFactorProps) {
  const { step, passkeysPossible, passkeysOffered = true, busy = false, error, onLocaleChange } = props;
  const words = useScreenMessages(twoFactorMessages);

  if (step === 'expired') {
    return (
      <ExpiredStep words={words} onBackToSignIn={props.onBackToSignIn} onLocaleChange={onLocaleChange} />
    );
  }

  let body;
  if (step === 'authenticator')
    body = (
      <AuthenticatorSetup
        words={words}
        headingLevel={2}
        setup={props.setup ?? null}
        confirming={busy}
        error={error}
        onConfirm={props.onConfirmCode}
        onCancel={props.onChooseAnother}
        onCopy={props.onCopy}
      />
    );
  else if (step === 'recoveryCodes')
    body = (
      <RecoveryCodes
        words={words}
        headingLevel={2}
        codes={props.recoveryCodes ?? []}
        onCopy={props.onCopy}
        onDownload={props.onDownloadCodes}
        onDone={props.onCodesSaved}
      />
    );
  else if (step === 'passkey')
    body = (
      <PasskeyNameForm
        words={words}
        adding={busy}
        error={error}
        onAdd={props.onAddPasskey}
        onCancel={props.onChooseAnother}
      />
    );
  else
    body = (
      <Choices>
        <ChoiceButton
          icon="smartphone"
          name={words.authenticatorApp}
          hint={words.authenticatorAppHint}
          onClick={() => props.onChoose('authenticator')}
        />
        {!passkeysOffered ? null : passkeysPossible ? (
          <ChoiceButton
            icon="key"
            name={words.passkey}
            hint={words.passkeyHint}
            onClick={() => props.onChoose('passkey')}
          />
        ) : (
          <PasskeysImpossible words={words} />
        )}
        <TextButton onClick={props.onBackToSignIn}>{words.backToSignIn}</TextButton>
      </Choices>
    );

  return (
    <SignInCard
      title={words.setUpTitle}
      subtitle={step === 'choose' ? words.setUpIntro : undefined}
      onLocaleChange={onLocaleChange}
    >
      {body}
    </SignInCard>
  );
}
