import { useRef } from 'react';
import { Wide } from '../../internal/FormLayout';
import { VerseMediaSection, type VerseMediaDraft } from '../VerseMediaSection';

/** The chapter's verse media, edited in place: an added item gets a local id ('new-1') until the save. */
export function VerseMediaField({
  items,
  verseCount,
  mode,
  disabled,
  onChange,
}: {
  items: VerseMediaDraft[];
  /** The chapter's Total Verses as typed: a verse media item may name only a verse up to it. */
  verseCount?: number;
  mode: 'add' | 'edit';
  disabled: boolean;
  onChange: (items: VerseMediaDraft[]) => void;
}) {
  const nextId = useRef(0);
  return (
    <Wide>
      <VerseMediaSection
        items={items}
        verseCount={verseCount}
        mode={mode}
        disabled={disabled}
        onAdd={(item) => {
          nextId.current += 1;
          onChange([...items, { ...item, id: `new-${nextId.current}` }]);
        }}
        onUpdate={(item) => onChange(items.map((existing) => (existing.id === item.id ? item : existing)))}
        onRemove={(id) => onChange(items.filter((existing) => existing.id !== id))}
      />
    </Wide>
  );
}
