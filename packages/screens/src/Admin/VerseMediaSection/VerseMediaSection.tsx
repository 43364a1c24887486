import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, Icon, ImagePicker, Modal, NumberField, TextField } from '@bible-admin/ui';
import { useScreenMessages } from '../../messages';
import { useImageSrc } from '../../internal/useImageSrc';
import { verseMediaSectionMessages, type VerseMediaSectionMessages } from './messages';
import { hasErrors, validateVerseMedia, type VerseMediaErrors } from './validate';

/** One verse media item as a form holds it: the image is a stored URL or a newly chosen file. */
export interface VerseMediaDraft {
  id: string;
  verse_number: number;
  image: File | string | null;
  /** An https:// address, or null. */
  video: string | null;
}

export interface VerseMediaSectionProps {
  items: readonly VerseMediaDraft[];
  /** 'add' lists and adds; 'edit' also gives each item Edit and Remove; 'view' only shows them. */
  mode: 'add' | 'edit' | 'view';
  /** A new item (the owner gives it an id). */
  onAdd?: (item: Omit<VerseMediaDraft, 'id'>) => void;
  onUpdate?: (item: VerseMediaDraft) => void;
  onRemove?: (id: string) => void;
  /** While the form saves. */
  disabled?: boolean;
  /** The chapter's verse count: an item may name only verses 1 to it (none given: no upper limit). */
  verseCount?: number;
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Empty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  border: ${({ theme }) => theme.sizes.border} dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ theme }) => theme.sizes.menu}, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Picture = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  aspect-ratio: 4 / 3;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  gap: ${({ theme }) => theme.space.xs};
  img {
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
`;

const ItemTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const VideoLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-inline-size: 0;
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const ItemActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  margin-block-start: ${({ theme }) => theme.space.xs};
`;

const DialogFields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

function MediaCard({
  item,
  mode,
  words,
  onEdit,
  onRemove,
  disabled,
}: {
  item: VerseMediaDraft;
  mode: VerseMediaSectionProps['mode'];
  words: VerseMediaSectionMessages;
  onEdit: () => void;
  onRemove: () => void;
  disabled: boolean;
}) {
  const src = useImageSrc(item.image);
  return (
    <Item>
      <Picture>
        {src ? (
          <img src={src} alt={words.imageAlt(item.verse_number)} />
        ) : (
          <>
            <Icon name="image" />
            {words.noImage}
          </>
        )}
      </Picture>
      <Body>
        <ItemTitle>
          <bdi>{words.verse(item.verse_number)}</bdi>
        </ItemTitle>
        {item.video ? (
          <VideoLink href={item.video} target="_blank" rel="noopener noreferrer">
            <Icon name="play" size={16} />
            {words.video}
          </VideoLink>
        ) : (
          <Muted>{words.noVideo}</Muted>
        )}
        {mode === 'edit' && (
          <ItemActions>
            <Button
              size="sm"
              variant="secondary"
              icon={<Icon name="edit" size={16} />}
              aria-label={words.editItem(item.verse_number)}
              onClick={onEdit}
              disabled={disabled}
            >
              {words.edit}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              icon={<Icon name="trash" size={16} />}
              aria-label={words.removeItem(item.verse_number)}
              onClick={onRemove}
              disabled={disabled}
            >
              {words.remove}
            </Button>
          </ItemActions>
        )}
      </Body>
    </Item>
  );
}

interface DialogState {
  editing: VerseMediaDraft | null;
  verseNumber: string;
  image: File | string | null;
  video: string;
  errors: VerseMediaErrors;
}

function errorText(errors: VerseMediaErrors, words: VerseMediaSectionMessages) {
  const verse = errors.verse_number;
  return {
    verse:
      verse?.code === 'missing'
        ? words.missingVerse
        : verse?.code === 'min'
          ? words.minVerse
          : verse?.code === 'max'
            ? words.maxVerse(verse.max)
            : verse?.code === 'duplicate'
              ? words.duplicateVerse(verse.verse)
              : undefined,
    video: errors.video ? words.https : undefined,
  };
}

/**
 * The pictures and videos of single verses of a chapter: a grid of cards and a dialog that adds or edits
 * one, checking the verse number and the video address before it saves.
 */
export function VerseMediaSection({
  items,
  mode,
  onAdd,
  onUpdate,
  onRemove,
  disabled = false,
  verseCount,
}: VerseMediaSectionProps) {
  const words = useScreenMessages(verseMediaSectionMessages);
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const headingId = useId();
  const numberRef = useRef<HTMLInputElement>(null);

  const open = (editing: VerseMediaDraft | null) =>
    setDialog({
      editing,
      verseNumber: editing ? String(editing.verse_number) : '',
      image: editing?.image ?? null,
      video: editing?.video ?? '',
      errors: {},
    });

  const save = () => {
    if (!dialog) return;
    const errors = validateVerseMedia(
      { verseNumber: dialog.verseNumber, video: dialog.video },
      items,
      dialog.editing?.id,
      verseCount,
    );
    if (hasErrors(errors)) {
      setDialog({ ...dialog, errors });
      return;
    }
    const item = {
      verse_number: Number(dialog.verseNumber.trim()),
      image: dialog.image,
      video: dialog.video.trim() || null,
    };
    if (dialog.editing) onUpdate?.({ ...item, id: dialog.editing.id });
    else onAdd?.(item);
    setDialog(null);
  };

  const shown = errorText(dialog?.errors ?? {}, words);

  return (
    <Section aria-labelledby={headingId}>
      <Header>
        <Heading id={headingId}>{words.heading}</Heading>
        {mode !== 'view' && (
          <Button variant="secondary" size="sm" onClick={() => open(null)} disabled={disabled}>
            {words.add}
          </Button>
        )}
      </Header>
      {items.length === 0 ? (
        <Empty>{words.empty}</Empty>
      ) : (
        <Grid>
          {items.map((item) => (
            <MediaCard
              key={item.id}
              item={item}
              mode={mode}
              words={words}
              disabled={disabled}
              onEdit={() => open(item)}
              onRemove={() => onRemove?.(item.id)}
            />
          ))}
        </Grid>
      )}
      <Modal
        open={dialog !== null}
        onClose={() => setDialog(null)}
        title={dialog?.editing ? words.editTitle : words.addTitle}
        initialFocus={numberRef}
        footer={
          <>
            <Button variant="secondary" onClick={() => setDialog(null)}>
              {words.cancel}
            </Button>
            <Button onClick={save}>{words.save}</Button>
          </>
        }
      >
        {dialog && (
          <DialogFields>
            <NumberField
              ref={numberRef}
              label={words.verseNumber}
              min={1}
              max={verseCount || undefined}
              step={1}
              required
              value={dialog.verseNumber}
              error={shown.verse}
              onChange={(event) => setDialog({ ...dialog, verseNumber: event.target.value })}
            />
            <ImagePicker
              label={words.verseImage}
              value={dialog.image}
              onChange={(image) => setDialog({ ...dialog, image })}
            />
            <TextField
              label={words.verseVideo}
              type="url"
              placeholder="https://"
              value={dialog.video}
              error={shown.video}
              onChange={(event) => setDialog({ ...dialog, video: event.target.value })}
            />
          </DialogFields>
        )}
      </Modal>
    </Section>
  );
}
