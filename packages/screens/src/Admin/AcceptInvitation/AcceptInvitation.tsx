import { useState, type FormEvent } from 'react';
import type { AdminRole } from '@bible-admin/contract/plain';
import { Banner, Button, Icon, PasswordField, type PasswordScore, Spinner, TextField } from '@bible-admin/ui';
import { WithStrength } from '../../internal/WithStrength';
import { Fields, Heading, Mark, Page, Panel, Subtitle, Title } from '../../internal/SignedOutPanel';
import { useScreenMessages } from '../../messages';
import { roleNames } from '../../words/roles';
import { acceptInvitationMessages } from './messages';

export interface AcceptValues {
  first_name: string;
  last_name: string;
  password: string;
}

export type AcceptInvitationProps =
  | { status: 'loading' }
  /** Expired, used, revoked or unknown: the reason, in words, and nothing else to do. */
  | { status: 'refused'; reason: string }
  | {
      status: 'ready' | 'submitting';
      email: string;
      role: AdminRole;
      /** The server's refusal of the last try (e.g. a password too weak). */
      error?: string | null;
      onSubmit: (values: AcceptValues) => void;
      /** Told what the password holds as it is typed, so the app can score it (`passwordScore`). */
      onPasswordChange?: (password: string) => void;
      /** The strength meter's level for the typed password; null while empty or not known yet. */
      passwordScore?: PasswordScore | null;
    };

/** The invitation's page: the invitee chooses a name and password and joins; a link that cannot be used says why. */
export function AcceptInvitation(props: AcceptInvitationProps) {
  const words = useScreenMessages(acceptInvitationMessages);
  const roles = useScreenMessages(roleNames);
  const [values, setValues] = useState<AcceptValues>({ first_name: '', last_name: '', password: '' });
  const set = (field: keyof AcceptValues) => (event: { target: { value: string } }) =>
    setValues({ ...values, [field]: event.target.value });

  let content;
  if (props.status === 'loading')
    content = (
      <Heading role="status">
        <Spinner label={words.loading} />
        {/* Seen as well as heard: the spinner's label says it to a screen reader once. */}
        <Subtitle aria-hidden="true">{words.loading}</Subtitle>
      </Heading>
    );
  else if (props.status === 'refused')
    content = (
      <>
        <Heading>
          <Title>{words.refusedTitle}</Title>
        </Heading>
        <Banner type="error">{props.reason}</Banner>
      </>
    );
  else {
    const submitting = props.status === 'submitting';
    const submit = (event: FormEvent) => {
      event.preventDefault();
      props.onSubmit({ ...values, first_name: values.first_name.trim(), last_name: values.last_name.trim() });
    };
    const incomplete = !values.first_name.trim() || !values.last_name.trim() || !values.password;
    content = (
      <>
        <Heading>
          <Mark>
            <Icon name="users" size={24} />
          </Mark>
          <Title>{words.title}</Title>
          <Subtitle>{words.subtitle(props.email, roles[props.role])}</Subtitle>
        </Heading>
        {props.error && <Banner type="error">{props.error}</Banner>}
        <Fields noValidate onSubmit={submit} aria-label={words.title}>
          <TextField
            label={words.firstName}
            autoComplete="given-name"
            required
            disabled={submitting}
            value={values.first_name}
            onChange={set('first_name')}
          />
          <TextField
            label={words.lastName}
            autoComplete="family-name"
            required
            disabled={submitting}
            value={values.last_name}
            onChange={set('last_name')}
          />
          <WithStrength score={props.passwordScore ?? null}>
            <PasswordField
              label={words.password}
              autoComplete="new-password"
              required
              disabled={submitting}
              value={values.password}
              onChange={(event) => {
                set('password')(event);
                props.onPasswordChange?.(event.target.value);
              }}
            />
          </WithStrength>
          <Button
            type="submit"
            fullWidth
            disabled={incomplete}
            busy={submitting}
            busyLabel={words.submitting}
          >
            {words.submit}
          </Button>
        </Fields>
      </>
    );
  }
  return (
    <Page>
      <Panel>{content}</Panel>
    </Page>
  );
}
