import type { FieldInputProps } from 'react-final-form';
import styled from 'styled-components';
import { Banner } from '@bible-admin/ui';

/** What a text-like control takes from a final-form field (its `type` stays the control's own). */
export function controlProps(input: FieldInputProps<string>) {
  const { name, value, onChange, onBlur, onFocus } = input;
  return { name, value, onChange, onBlur, onFocus };
}

/** A field's error, shown once the field was left or a save was tried. */
export const shownError = (meta: { touched?: boolean; submitFailed?: boolean; error?: string }) =>
  meta.touched || meta.submitFailed ? meta.error : undefined;

/** The content forms' surface and grid: two columns on wide screens, one on phones. */
export const FormCard = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.xl};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  @container (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    padding: ${({ theme }) => theme.space.lg};
  }
`;

export const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.xl};
  min-inline-size: 0;
  @container (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** A field across both columns (the editors, the verse media). */
export const Wide = styled.div`
  grid-column: 1 / -1;
  min-inline-size: 0;
`;

export const FieldError = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.error};
`;

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  padding-block-start: ${({ theme }) => theme.space.lg};
  border-block-start: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
`;

/**
 * A form's refusal (the server's, or a check before the call) in a red banner that stays until the next
 * attempt: keyed by the message, so a new message is announced again.
 */
export function FormErrorBanner({ message }: { message?: string | null }) {
  if (!message) return null;
  return (
    <Banner key={message} type="error" closable={false} autoCloseMs={null}>
      {message}
    </Banner>
  );
}

/**
 * Initial values compared by content: a refetch (or a story's re-render) hands over an equal chapter as a new
 * object, and that must not reset what the editor has typed. The values hold text, numbers and URLs only.
 */
export function sameInitialValues(a?: object, b?: object): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
