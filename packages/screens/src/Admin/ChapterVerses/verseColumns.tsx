import styled from 'styled-components';
import type { Verse } from '@bible-admin/contract';
import { Badge, Button, Icon, type TableColumn } from '@bible-admin/ui';
import { LinkButton } from '../../internal/LinkButton';
import { richTextToPlain, truncate } from '../../internal/ScriptureHtml';
import type { ChapterVersesMessages } from './messages';

/** The spec cuts the preview at 300 characters. */
export const VERSE_PREVIEW_LENGTH = 300;

const Thumb = styled.img`
  display: block;
  inline-size: ${({ theme }) => theme.sizes.avatarMd};
  block-size: ${({ theme }) => theme.sizes.avatarMd};
  border-radius: ${({ theme }) => theme.radii.sm};
  object-fit: cover;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Two lines of Hebrew, cut with an ellipsis, in a row of fixed height. */
const Preview = styled.span`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow: hidden;
  white-space: normal;
  font-family: ${({ theme }) => theme.fonts.scripture};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  text-align: start;
`;

const RowActions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

/** A verse's Edit link and Remove button (which asks first). */
function VerseActions({
  verse,
  words,
  onRemove,
}: {
  verse: Verse;
  words: ChapterVersesMessages;
  onRemove: (verse: Verse) => void;
}) {
  return (
    <RowActions>
      <LinkButton
        to={`/edit-verse/${verse._id}`}
        $variant="secondary"
        $size="sm"
        aria-label={words.editVerse(verse.verse_number)}
      >
        <Icon name="edit" size={16} />
        {words.edit}
      </LinkButton>
      <Button
        variant="ghost"
        size="sm"
        icon={<Icon name="trash" size={16} />}
        aria-label={words.removeVerse(verse.verse_number)}
        onClick={() => onRemove(verse)}
      >
        {words.remove}
      </Button>
    </RowActions>
  );
}

/** The verses table's columns: number, image, content preview, version and actions. */
export function verseColumns(
  words: ChapterVersesMessages,
  /** Null: no actions column (a read-only role). */
  onRemove: ((verse: Verse) => void) | null,
): TableColumn<Verse>[] {
  const columns: TableColumn<Verse>[] = [
    { key: 'verse', header: words.verse, width: '10%', render: (verse) => <bdi>{verse.verse_number}</bdi> },
    {
      key: 'image',
      header: words.image,
      width: '12%',
      render: (verse) =>
        verse.verse_image ? (
          <Thumb src={verse.verse_image} alt={words.verseImageAlt(verse.verse_number)} />
        ) : (
          <Muted>{words.noImage}</Muted>
        ),
    },
    {
      key: 'content',
      header: words.contentPreview,
      render: (verse) => (
        <Preview dir="rtl" lang="he">
          {truncate(richTextToPlain(verse.verse_content || verse.content), VERSE_PREVIEW_LENGTH)}
        </Preview>
      ),
    },
    {
      key: 'version',
      header: words.version,
      // The Reading badge whole at the table's minimum width.
      width: '14%',
      render: () => <Badge icon="book">{words.reading}</Badge>,
    },
  ];
  if (!onRemove) return columns;
  return [
    ...columns,
    {
      key: 'actions',
      header: words.actions,
      width: '22%',
      stacked: 'actions',
      render: (verse) => <VerseActions verse={verse} words={words} onRemove={onRemove} />,
    },
  ];
}
