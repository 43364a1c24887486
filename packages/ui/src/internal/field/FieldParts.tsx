import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { Icon } from '../../Icon';
import { isolateLtr } from '../isolateLtr';
import type { FieldMessagesProps } from './useFieldControl';

/** The label above a control. */
export const FieldLabel = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.text};
`;

const RequiredMark = styled.span`
  color: ${({ theme }) => theme.colors.error};
  margin-inline-start: ${({ theme }) => theme.space.xxs};
`;

const Help = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ErrorText = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  color: ${({ theme }) => theme.colors.error};
  svg {
    flex: none;
    /* Centred on the first line of text, however many lines the message takes. */
    margin-block-start: calc((1lh - ${({ theme }) => theme.sizes.iconSm}) / 2);
  }
`;

/** The required asterisk: decorative, since the control itself says it is required. */
export function RequiredMarker() {
  return <RequiredMark aria-hidden="true">*</RequiredMark>;
}

/**
 * An error message with the kit's error icon: the one error line of every field. Addresses, e-mails and
 * numbers in it keep their left-to-right order in Hebrew.
 */
export function ErrorLine({ children, ...rest }: HTMLAttributes<HTMLParagraphElement>) {
  return (
    <ErrorText {...rest}>
      <Icon name="error" size={16} />
      <span>{isolateLtr(children)}</span>
    </ErrorText>
  );
}

/** Help text and error message under a control, with the ids its `aria-describedby` points at. */
export function FieldMessages({
  helpText,
  error,
  helpId,
  errorId,
}: FieldMessagesProps & { helpId?: string; errorId?: string }) {
  return (
    <>
      {helpText ? <Help id={helpId}>{isolateLtr(helpText as ReactNode)}</Help> : null}
      {error ? <ErrorLine id={errorId}>{error}</ErrorLine> : null}
    </>
  );
}
