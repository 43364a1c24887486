import { useState, type FormEvent } from 'react';
import styled, { useTheme } from 'styled-components';
import { Banner, Button, Skeleton } from '@bible-admin/ui';
import { CodeField } from './CodeField';
import { CopyButton } from './CopyButton';
import { groupedKey, isTotpCode, totpCode } from './codes';
import type { TwoFactorMessages } from './messages';
import { StepActions, StepHeading, StepSection } from './StepParts';

/** What POST /api/admin/security/totp/setup gives: the pending secret, and its QR code as a data URL. */
export interface AuthenticatorSetupData {
  secret: string;
  qrDataUrl: string;
}

export interface AuthenticatorSetupProps {
  words: TwoFactorMessages;
  /** 2 in a sign-in card (under its h1), 3 in a card of a page (under the card's h2). */
  headingLevel: 2 | 3;
  /** Null while the app asks the server for a secret. */
  setup: AuthenticatorSetupData | null;
  /** The code is being checked. */
  confirming?: boolean;
  /** The refusal of the last code (e.g. `invalid_code`'s words). */
  error?: string | null;
  onConfirm: (code: string) => void;
  onCancel: () => void;
  onCopy: (text: string) => void;
}

const Scan = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
`;

/** The QR code at a size a phone's camera reads from the screen (twice the large avatar: 160 px). */
const qrSize = ({ theme }: { theme: { sizes: { avatarLg: string } } }) => `calc(2 * ${theme.sizes.avatarLg})`;

const Qr = styled.img`
  inline-size: ${qrSize};
  block-size: ${qrSize};
  flex: none;
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const QrPlaceholder = styled.div`
  inline-size: ${qrSize};
  flex: none;
`;

const Instructions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  flex: 1 1 16rem;
  min-inline-size: 0;
  p {
    margin: 0;
  }
`;

const Key = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const KeyText = styled.code`
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-family: ${({ theme }) => theme.fonts.mono};
  overflow-wrap: anywhere;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const CodeForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  & > :first-child {
    max-inline-size: 16rem;
  }
`;

/**
 * "Set up an authenticator app": the QR code to scan, the setup key for typing in (grouped by four, copyable), and
 * a code from the app to confirm before anything changes.
 */
export function AuthenticatorSetup({
  words,
  headingLevel,
  setup,
  confirming = false,
  error,
  onConfirm,
  onCancel,
  onCopy,
}: AuthenticatorSetupProps) {
  const theme = useTheme();
  const [typed, setTyped] = useState('');
  const [formatError, setFormatError] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = totpCode(typed);
    setFormatError(!isTotpCode(code));
    if (isTotpCode(code)) onConfirm(code);
  };
  return (
    <StepSection aria-label={words.setUpAuthenticator} aria-busy={!setup || confirming}>
      <StepHeading as={`h${headingLevel}`}>{words.setUpAuthenticator}</StepHeading>
      <Scan>
        {setup ? (
          <Qr src={setup.qrDataUrl} alt={words.qrAlt} />
        ) : (
          <QrPlaceholder>
            <Skeleton height={qrSize({ theme })} />
          </QrPlaceholder>
        )}
        <Instructions>
          <p>{words.scanQr}</p>
          <Muted>{words.manualEntry}</Muted>
          <Key>
            {setup ? (
              <>
                <KeyText aria-label={words.setupKey} dir="ltr" translate="no">
                  {groupedKey(setup.secret)}
                </KeyText>
                <CopyButton
                  text={setup.secret}
                  label={words.copy}
                  copiedLabel={words.copied}
                  name={words.copySetupKey}
                  onCopy={onCopy}
                />
              </>
            ) : (
              <Skeleton width="60%" />
            )}
          </Key>
        </Instructions>
      </Scan>
      {error && (
        <Banner type="error" closable={false} autoCloseMs={null}>
          {error}
        </Banner>
      )}
      <CodeForm onSubmit={submit} noValidate aria-label={words.setUpAuthenticator}>
        <CodeField
          label={words.appCode}
          helpText={words.appCodeHelp}
          required
          value={typed}
          disabled={!setup || confirming}
          onChange={(event) => {
            setTyped(event.target.value);
            setFormatError(false);
          }}
          error={formatError ? words.codeFormat : undefined}
        />
        <StepActions>
          <Button type="submit" disabled={!setup} busy={confirming} busyLabel={words.checking}>
            {words.turnOn}
          </Button>
          <Button type="button" variant="ghost" disabled={confirming} onClick={onCancel}>
            {words.cancel}
          </Button>
        </StepActions>
      </CodeForm>
    </StepSection>
  );
}
