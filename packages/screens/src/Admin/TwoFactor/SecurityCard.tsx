import { useState } from 'react';
import styled from 'styled-components';
import {
  Banner,
  Button,
  Card,
  ConfirmDialog,
  ErrorState,
  Skeleton,
  StatusPill,
  useFormat,
} from '@bible-admin/ui';
import { useScreenMessages } from '../../messages';
import { ItemDetails, ItemRow, ItemRows } from '../common/ItemRows';
import { AuthenticatorSetup, type AuthenticatorSetupData } from './AuthenticatorSetup';
import { twoFactorMessages, type TwoFactorMessages } from './messages';
import { PasskeyNameForm, PasskeysImpossible } from './PasskeyParts';
import { RecoveryCodes } from './RecoveryCodes';
import { StepActions, StepHeading } from './StepParts';
import { RenamePasskeyDialog, TurnOffDialog, type TurnOffProof } from './SecurityDialogs';

/** A registered passkey, as GET /api/admin/security lists it. */
export interface PasskeySummary {
  id: string;
  name: string;
  created_at: string;
  last_used_at: string | null;
}

/** The admin's two-factor state: GET /api/admin/security. */
export interface TwoFactorState {
  totp: { enabled: boolean; recovery_codes_left: number };
  /** Null where the server offers no passkeys: the card has no passkeys section. */
  passkeys: readonly PasskeySummary[] | null;
  /** The owner requires two-factor for every admin. */
  required: boolean;
  /** False when the app is served from an IP address: passkeys cannot work, the card says why. */
  rp_ok: boolean;
}

/** What the card asks the app to do; the one under way is `pending`, a refused one `error`. */
export type SecurityAction =
  'setup' | 'confirm' | 'generateCodes' | 'turnOff' | 'addPasskey' | 'renamePasskey' | 'removePasskey';

export interface SecurityCardProps {
  status: 'loading' | 'error' | 'ready';
  security?: TwoFactorState | null;
  /**
   * The authenticator's set-up, open: its secret and QR code, or 'loading' while the app asks for them;
   * null when closed.
   */
  setup?: AuthenticatorSetupData | 'loading' | null;
  /** New recovery codes (after the set-up or Generate new codes), shown until "I have saved them". */
  recoveryCodes?: readonly string[] | null;
  pending?: SecurityAction | null;
  /** The last refusal, in words (the app translates the server's code: `twoFactorRefusals`). */
  error?: { action: SecurityAction; message: string } | null;
  /** "Added …" and "Last used …" are measured from it (the app's now; stories pin it). */
  now: Date | number;
  onRetry: () => void;
  onStartSetup: () => void;
  onCancelSetup: () => void;
  onConfirmSetup: (code: string) => void;
  onCopy: (text: string) => void;
  onDownloadCodes: (text: string) => void;
  onCodesSaved: () => void;
  onGenerateCodes: () => void;
  onTurnOff: (proof: TurnOffProof) => void;
  onAddPasskey: (name: string) => void;
  onRenamePasskey: (id: string, name: string) => void;
  onRemovePasskey: (id: string) => void;
}

const Sections = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
`;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  p {
    margin: 0;
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

// A span holding the name in a bdi: the name keeps its own direction, the line the card's alignment.
const Name = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  overflow-wrap: anywhere;
`;

/**
 * A dialog that stays open while its action is under way, and closes itself when the action ends (adjusted while
 * rendering, as React advises, not in an effect); a dialog with a form (`showsRefusal`) stays open on a refusal to
 * show it, a refusal from before it opened excepted. A confirmation closes and the card shows the refusal.
 */
function useActionDialog<T>(
  action: SecurityAction,
  props: Pick<SecurityCardProps, 'pending' | 'error'>,
  showsRefusal: boolean,
) {
  const [target, setTarget] = useState<T | null>(null);
  const [wasPending, setWasPending] = useState(false);
  const [staleError, setStaleError] = useState(props.error);
  const pending = props.pending === action;
  const refused =
    showsRefusal && props.error?.action === action && props.error !== staleError ? props.error.message : null;
  if (pending !== wasPending) {
    setWasPending(pending);
    if (!pending && !refused) setTarget(null);
  }
  return {
    target,
    busy: pending,
    error: refused,
    open: (next: T) => {
      setStaleError(props.error);
      setTarget(next);
    },
    close: () => setTarget(null),
  };
}

/**
 * Profile → Two-factor sign-in: the authenticator app (set up with a QR code and a confirming code; recovery codes
 * shown once, how many are left, Generate new codes, Turn off with a code or the password) and the passkeys (added
 * with a name, renamed, removed), or why passkeys cannot work at this address.
 */
export function SecurityCard(props: SecurityCardProps) {
  const { status, security, onRetry } = props;
  const words = useScreenMessages(twoFactorMessages);
  const loading = status === 'loading' || (status === 'ready' && !security);
  if (loading || status === 'error' || !security) {
    return (
      <Card title={words.securityTitle} aria-busy={loading}>
        {loading ? (
          <>
            <Skeleton />
            <Skeleton width="60%" />
          </>
        ) : (
          <ErrorState title={words.loadFailed} onRetry={onRetry} />
        )}
      </Card>
    );
  }
  return <ReadyCard {...props} security={security} words={words} />;
}

function ReadyCard(props: SecurityCardProps & { security: TwoFactorState; words: TwoFactorMessages }) {
  const { security, words, pending, error } = props;
  const format = useFormat();
  const turnOff = useActionDialog<true>('turnOff', props, true);
  const generate = useActionDialog<true>('generateCodes', props, false);
  const rename = useActionDialog<PasskeySummary>('renamePasskey', props, true);
  const remove = useActionDialog<PasskeySummary>('removePasskey', props, false);
  const passkeys = security.passkeys;
  const on = security.totp.enabled || (passkeys?.length ?? 0) > 0;
  const errorOf = (action: SecurityAction) => (error?.action === action ? error.message : null);
  // Refusals with no dialog or form of their own show at the top of the card.
  const cardError = errorOf('setup') ?? errorOf('generateCodes') ?? errorOf('removePasskey');

  let authenticator;
  if (props.setup)
    authenticator = (
      <AuthenticatorSetup
        words={words}
        headingLevel={3}
        setup={props.setup === 'loading' ? null : props.setup}
        confirming={pending === 'confirm'}
        error={errorOf('confirm')}
        onConfirm={props.onConfirmSetup}
        onCancel={props.onCancelSetup}
        onCopy={props.onCopy}
      />
    );
  else if (props.recoveryCodes)
    authenticator = (
      <RecoveryCodes
        words={words}
        headingLevel={3}
        codes={props.recoveryCodes}
        onCopy={props.onCopy}
        onDownload={props.onDownloadCodes}
        onDone={props.onCodesSaved}
      />
    );
  else if (security.totp.enabled)
    authenticator = (
      <>
        <p>{words.authenticatorOn}</p>
        <Muted>{words.recoveryLeft(security.totp.recovery_codes_left)}</Muted>
        <StepActions>
          <Button
            variant="secondary"
            size="sm"
            busy={pending === 'generateCodes'}
            busyLabel={words.generating}
            onClick={() => generate.open(true)}
          >
            {words.generateCodes}
          </Button>
          <Button variant="danger" size="sm" onClick={() => turnOff.open(true)}>
            {words.turnOff}
          </Button>
        </StepActions>
      </>
    );
  else
    authenticator = (
      <>
        <Muted>{words.authenticatorOff}</Muted>
        <StepActions>
          <Button
            size="sm"
            busy={pending === 'setup'}
            busyLabel={words.checking}
            onClick={props.onStartSetup}
          >
            {words.setUpAuthenticator}
          </Button>
        </StepActions>
      </>
    );

  return (
    <Card
      title={words.securityTitle}
      actions={<StatusPill tone={on ? 'green' : 'neutral'}>{on ? words.on : words.off}</StatusPill>}
      aria-busy={Boolean(pending)}
    >
      <Sections>
        {security.required && (
          <Banner type="info" closable={false} autoCloseMs={null}>
            {words.required}
          </Banner>
        )}
        {!on && <p>{words.offIntro}</p>}
        {cardError && (
          <Banner type="error" closable={false} autoCloseMs={null}>
            {cardError}
          </Banner>
        )}
        <Section aria-label={words.authenticatorHeading}>
          <StepHeading>{words.authenticatorHeading}</StepHeading>
          {authenticator}
        </Section>
        {passkeys && (
          <Section aria-label={words.passkeysHeading}>
            <StepHeading>{words.passkeysHeading}</StepHeading>
            {passkeys.length === 0 ? (
              <Muted>{words.noPasskeys}</Muted>
            ) : (
              <ItemRows>
                {passkeys.map((passkey) => (
                  <ItemRow key={passkey.id}>
                    <ItemDetails>
                      <Name>
                        <bdi>{passkey.name}</bdi>
                      </Name>
                      <Muted>
                        {words.added(format.date(passkey.created_at))} ·{' '}
                        {passkey.last_used_at
                          ? words.lastUsed(format.relativeTime(passkey.last_used_at, props.now))
                          : words.neverUsed}
                      </Muted>
                    </ItemDetails>
                    <StepActions>
                      <Button
                        variant="secondary"
                        size="sm"
                        aria-label={words.renameFor(passkey.name)}
                        onClick={() => rename.open(passkey)}
                      >
                        {words.rename}
                      </Button>
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={words.removeFor(passkey.name)}
                        onClick={() => remove.open(passkey)}
                      >
                        {words.remove}
                      </Button>
                    </StepActions>
                  </ItemRow>
                ))}
              </ItemRows>
            )}
            {security.rp_ok ? (
              <PasskeyNameForm
                // A new form (its name emptied) once the passkey is in the list.
                key={passkeys.length}
                words={words}
                adding={pending === 'addPasskey'}
                error={errorOf('addPasskey')}
                onAdd={props.onAddPasskey}
              />
            ) : (
              <PasskeysImpossible words={words} />
            )}
          </Section>
        )}
      </Sections>
      <TurnOffDialog
        key={turnOff.target ? 'open' : 'closed'}
        open={Boolean(turnOff.target)}
        busy={turnOff.busy}
        error={turnOff.error}
        words={words}
        onTurnOff={props.onTurnOff}
        onCancel={turnOff.close}
      />
      <RenamePasskeyDialog
        key={rename.target?.id ?? 'closed'}
        open={Boolean(rename.target)}
        name={rename.target?.name ?? ''}
        busy={rename.busy}
        error={rename.error}
        words={words}
        onRename={(name) => rename.target && props.onRenamePasskey(rename.target.id, name)}
        onCancel={rename.close}
      />
      <ConfirmDialog
        open={Boolean(generate.target)}
        title={words.confirmGenerate.title}
        message={words.confirmGenerate.message}
        labels={{ confirm: words.confirmGenerate.confirm, cancel: words.cancel }}
        busy={generate.busy}
        busyLabel={words.generating}
        onCancel={generate.close}
        onConfirm={props.onGenerateCodes}
      />
      <ConfirmDialog
        open={Boolean(remove.target)}
        variant="danger"
        title={words.confirmRemove.title}
        message={remove.target ? words.confirmRemove.message(remove.target.name) : ''}
        labels={{ confirm: words.confirmRemove.confirm, cancel: words.cancel }}
        busy={remove.busy}
        busyLabel={words.removing}
        onCancel={remove.close}
        onConfirm={() => remove.target && props.onRemovePasskey(remove.target.id)}
      />
    </Card>
  );
}
