import type { BaseEditor } from 'slate';
import type { HistoryEditor } from 'slate-history';
import type { ReactEditor } from 'slate-react';

export type MarkFormat = 'bold' | 'italic' | 'underline';
export type ListFormat = 'bulleted-list' | 'numbered-list';
export type TextBlockFormat = 'paragraph' | 'heading-two' | 'heading-three' | 'list-item';
export type BlockFormat = TextBlockFormat | ListFormat;

export type RichText = { text: string } & Partial<Record<MarkFormat, true>>;
export interface TextBlock {
  type: TextBlockFormat;
  children: RichText[];
}
export interface ListBlock {
  type: ListFormat;
  children: TextBlock[];
}
export type RichElement = TextBlock | ListBlock;
/** The editor's whole value: paragraphs, headings and lists (one level) of marked text. */
export type RichDocument = RichElement[];

declare module 'slate' {
  interface CustomTypes {
    Editor: BaseEditor & ReactEditor & HistoryEditor;
    Element: RichElement;
    Text: RichText;
  }
}
