import { useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, Icon, Modal, RichTextEditor } from '@bible-admin/ui';
import { Wide } from '../../internal/FormLayout';
import { richTextToPlain, truncate } from '../../internal/ScriptureHtml';
import type { ChapterFormMessages } from './messages';

const AudioRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

// Wide enough to read before the button wraps under it (phones).
const AudioText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  min-inline-size: 0;
  flex: 1 1 ${({ theme }) => theme.sizes.menu};
`;

const AudioLabel = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const AudioPreview = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const ScripturePreview = styled(AudioPreview)`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-family: ${({ theme }) => theme.fonts.scripture};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

/** The rich-text audio content, edited in a dialog (250 px editor) and applied to the form on Save. */
function AudioContentDialog({
  open,
  title,
  initialHtml,
  words,
  onSave,
  onClose,
}: {
  open: boolean;
  title: string;
  initialHtml: string;
  words: ChapterFormMessages;
  onSave: (html: string) => void;
  onClose: () => void;
}) {
  const draft = useRef(initialHtml);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      size="lg"
      closeOnOverlayClick={false}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {words.cancel}
          </Button>
          <Button onClick={() => onSave(draft.current)}>{words.saveAudio}</Button>
        </>
      }
    >
      <RichTextEditor
        label={words.audioContent}
        initialHtml={initialHtml}
        height="short"
        onChangeHtml={(html) => {
          draft.current = html;
        }}
      />
    </Modal>
  );
}

/** The chapter's audio content: a one-line preview (or 'none') and the button that opens its dialog. */
export function AudioContentField({
  html,
  words,
  onChange,
}: {
  html: string;
  words: ChapterFormMessages;
  onChange: (html: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const verb = html.trim() ? words.editAudio : words.addAudio;
  return (
    <Wide>
      <AudioRow>
        <AudioText>
          <AudioLabel>{words.audioContent}</AudioLabel>
          {html.trim() ? (
            <ScripturePreview dir="rtl" lang="he">
              {truncate(richTextToPlain(html), 120)}
            </ScripturePreview>
          ) : (
            <AudioPreview>{words.audioContentNone}</AudioPreview>
          )}
        </AudioText>
        <Button variant="secondary" icon={<Icon name="music" size={16} />} onClick={() => setOpen(true)}>
          {verb}
        </Button>
      </AudioRow>
      <AudioContentDialog
        key={String(open)}
        open={open}
        title={verb}
        initialHtml={html}
        words={words}
        onClose={() => setOpen(false)}
        onSave={(next) => {
          onChange(next);
          setOpen(false);
        }}
      />
    </Wide>
  );
}
