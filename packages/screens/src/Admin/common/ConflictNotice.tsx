import { useEffect, useId, useRef, useState } from 'react';
import type { FormApi } from 'final-form';
import styled from 'styled-components';
import { Button, Icon, useFormat } from '@bible-admin/ui';
import { useScreenMessages } from '../../messages';
import { conflictMessages } from './messages';
import { excerptAt, firstDifference } from './differenceExcerpt';

/** A save refused because someone else saved the record since the form loaded it; the app says so. */
/** Who saved the stored version (an admin's name or e-mail; null when the log does not say) and when. */
export interface ConflictSaved {
  by: string | null;
  at: string;
}

export interface SaveConflict<R, S> {
  /** The record as stored now. */
  theirs: R;
  /** Who saved it and when, when the server says. */
  saved?: ConflictSaved | null;
  /** Replace the form's values with theirs. */
  onLoadTheirs: () => void;
  /** Save the form's values over their version. */
  onOverwrite: (values: S) => void;
}

/**
 * One field the form compares with their version: its label and both values as text (rich text as its plain
 * text; the notice shows a long one around where the two first differ), or, for what the
 * notice never shows (pictures, secrets), whether each side changed it since the form loaded.
 */
export type ConflictField = { label: string } & (
  | {
      /** Undefined is empty (final-form leaves a cleared field so). */
      theirs: string | undefined;
      yours: string | undefined;
      /** Hebrew scripture: right-to-left in its font. */
      scripture?: boolean;
    }
  | { changed: { theirs: boolean; yours: boolean } }
);

export interface ConflictNoticeProps {
  /** Every field the form compares; the notice lists those that differ. */
  fields: readonly ConflictField[];
  onLoadTheirs: () => void;
  onOverwrite: () => void;
  /** The overwrite is being saved. */
  busy?: boolean;
  /** Who saved their version and when (the conflict's `saved`). */
  saved?: ConflictSaved | null;
}

/** How much of a long value the notice shows, around where the two first differ (the whole of it is compared). */
const EXCERPT = 120;

const text = (value: string | undefined) => value?.trim() ?? '';

const differs = (field: ConflictField) =>
  'changed' in field ? field.changed.theirs || field.changed.yours : text(field.theirs) !== text(field.yours);

const Box = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.warning};
  border-inline-start-width: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.text};
  /* Focus scrolls it into view: its heading below the admin's sticky header, not under it. */
  scroll-margin-block-start: calc(${({ theme }) => theme.sizes.header} + ${({ theme }) => theme.space.md});
  &:focus {
    outline: ${({ theme }) => theme.sizes.focusRing} solid ${({ theme }) => theme.colors.focus};
    outline-offset: ${({ theme }) => theme.sizes.focusRing};
  }
`;

const Title = styled.h2`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.warning};
`;

const Text = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Fields = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
`;

const Field = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
`;

const Label = styled.dt`
  flex: 1 0 100%;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

// Theirs beside yours while each keeps a readable width; a narrow form puts yours under theirs.
const Value = styled.dd`
  display: flex;
  flex: 1 1 ${({ theme }) => theme.sizes.menu};
  gap: ${({ theme }) => theme.space.sm};
  min-inline-size: 0;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const Side = styled.span`
  flex: none;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Shown = styled.bdi<{ $scripture?: boolean }>`
  ${({ theme, $scripture }) => ($scripture ? `font-family: ${theme.fonts.scripture};` : '')}
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * Says that someone else saved the record since the form loaded it, lists the fields whose stored value differs
 * from the form's (theirs against yours), and offers Load theirs and Overwrite. It takes focus when it appears,
 * so a keyboard or screen-reader user lands on it; render it with a new `key` for each new conflict.
 */
export function ConflictNotice({
  fields,
  onLoadTheirs,
  onOverwrite,
  busy = false,
  saved = null,
}: ConflictNoticeProps) {
  const words = useScreenMessages(conflictMessages);
  const format = useFormat();
  const titleId = useId();
  const box = useRef<HTMLElement>(null);
  useEffect(() => box.current?.focus(), []);
  const differing = fields.filter(differs);
  const side = (field: ConflictField, which: 'theirs' | 'yours') => {
    if ('changed' in field) return field.changed[which] ? words.changed : words.unchanged;
    const [theirs, yours] = [text(field.theirs), text(field.yours)];
    return (
      <Shown dir="auto" $scripture={field.scripture}>
        {excerptAt(which === 'theirs' ? theirs : yours, firstDifference(theirs, yours), EXCERPT) ||
          words.empty}
      </Shown>
    );
  };
  return (
    <Box ref={box} tabIndex={-1} aria-labelledby={titleId}>
      <Title id={titleId}>
        <Icon name="warning" size={20} />
        {words.title}
      </Title>
      {saved && (
        <Text>
          {saved.by ? (
            <>
              {words.savedBy} <bdi>{saved.by}</bdi> {words.savedOn(format.dateTime(saved.at))}
            </>
          ) : (
            words.savedAt(format.dateTime(saved.at))
          )}
        </Text>
      )}
      <Text>{differing.length ? words.intro : words.same}</Text>
      {differing.length > 0 && (
        <Fields>
          {differing.map((field) => (
            <Field key={field.label}>
              <Label>{field.label}</Label>
              <Value>
                <Side>{words.theirs}:</Side>
                {side(field, 'theirs')}
              </Value>
              <Value>
                <Side>{words.yours}:</Side>
                {side(field, 'yours')}
              </Value>
            </Field>
          ))}
        </Fields>
      )}
      <Text>{words.actions}</Text>
      <Actions>
        <Button variant="secondary" onClick={onLoadTheirs} disabled={busy}>
          {words.loadTheirs}
        </Button>
        <Button onClick={onOverwrite} busy={busy} busyLabel={words.overwriting}>
          {words.overwrite}
        </Button>
      </Actions>
    </Box>
  );
}

/**
 * The notice's two actions on a react-final-form form. `overwrite(form, send)` hands the form's values to `send`
 * (the screen's submission, to the conflict's `onOverwrite`) once they pass the form's checks; invalid ones are
 * submitted instead, which shows their errors and sends nothing. `loadTheirs(form, values, conflict)` starts the
 * form again from their values, even those equal to what it loaded, and counts up `loads`: the key of what takes
 * its value only when mounted (the rich-text editors).
 */
export function useConflictForm() {
  const [loads, setLoads] = useState(0);
  return {
    loads,
    overwrite: <V,>(form: Pick<FormApi<V>, 'getState' | 'submit'>, send: (values: V) => void) => {
      const { hasValidationErrors, values } = form.getState();
      if (hasValidationErrors) void form.submit();
      else send(values);
    },
    loadTheirs: <V,>(
      form: { restart: (values: V) => void },
      values: V,
      conflict: Pick<SaveConflict<unknown, never>, 'onLoadTheirs'>,
    ) => {
      form.restart(values);
      setLoads((count) => count + 1);
      conflict.onLoadTheirs();
    },
  };
}
