import styled from 'styled-components';
import { Banner, Button } from '@bible-admin/ui';
import { CopyButton } from './CopyButton';
import { recoveryCodesText } from './codes';
import type { TwoFactorMessages } from './messages';
import { StepActions, StepHeading, StepSection } from './StepParts';

export interface RecoveryCodesProps {
  words: TwoFactorMessages;
  /** 2 in a sign-in card (under its h1), 3 in a card of a page (under the card's h2). */
  headingLevel: 2 | 3;
  /** The ten codes, shown this once. */
  codes: readonly string[];
  onCopy: (text: string) => void;
  /** The app saves them as a text file (`recoveryCodesText`: one a line). */
  onDownload: (text: string) => void;
  /** "I have saved them": the codes leave the screen for good. */
  onDone: () => void;
}

/** Two columns of codes, in reading order, as on paper. */
const Codes = styled.ol`
  display: grid;
  grid-template-columns: repeat(2, max-content);
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.xxl}`};
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-family: ${({ theme }) => theme.fonts.mono};
  list-style: none;
  @container (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    grid-template-columns: max-content;
  }
`;

/** The recovery codes, shown once: copy them, download them as a text file, then say they are saved. */
export function RecoveryCodes({
  words,
  headingLevel,
  codes,
  onCopy,
  onDownload,
  onDone,
}: RecoveryCodesProps) {
  const text = recoveryCodesText(codes);
  return (
    <StepSection aria-label={words.recoveryTitle}>
      <StepHeading as={`h${headingLevel}`}>{words.recoveryTitle}</StepHeading>
      <Banner type="warning" closable={false} autoCloseMs={null}>
        {words.recoveryIntro}
      </Banner>
      <Codes aria-label={words.recoveryList} dir="ltr" translate="no">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Codes>
      <StepActions>
        <CopyButton text={text} label={words.copyCodes} copiedLabel={words.copied} onCopy={onCopy} />
        <Button type="button" variant="secondary" size="sm" onClick={() => onDownload(text)}>
          {words.downloadCodes}
        </Button>
        <Button type="button" size="sm" onClick={onDone}>
          {words.savedCodes}
        </Button>
      </StepActions>
    </StepSection>
  );
}
