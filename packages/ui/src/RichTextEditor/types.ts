import type { BaseEditor } from 'slate';
import type { HistoryEditor } from 'slate-history';
import type { ReactEditor } from 'slate-react';

export type MarkFormat = 'bold' | 'italic' | 'underline';
/** The direction of an inline run, from `<span dir>` in stored HTML (a Hebrew word in English text). */
export type TextDirection = 'rtl' | 'ltr' | 'auto';
export type ListFormat = 'bulleted-list' | 'numbered-list';
export type TextBlockFormat = 'paragraph' | 'heading-two' | 'heading-three' | 'list-item';
export type BlockFormat = TextBlockFormat | ListFormat | 'block-quote';

export type RichText = { text: string; dir?: TextDirection } & Partial<Record<MarkFormat, true>>;
/** An https link around marked text. */
export interface LinkElement {
  type: 'link';
  url: string;
  children: RichText[];
}
export interface TextBlock {
  type: TextBlockFormat;
  children: (RichText | LinkElement)[];
}
export interface ListBlock {
  type: ListFormat;
  children: TextBlock[];
}
/** A quotation: paragraphs, headings and lists, one level deep. */
export interface QuoteBlock {
  type: 'block-quote';
  children: (TextBlock | ListBlock)[];
}
export type RichElement = TextBlock | ListBlock | QuoteBlock | LinkElement;
/** The editor's whole value: paragraphs, headings, lists (one level) and quotes of marked text and links. */
export type RichDocument = (TextBlock | ListBlock | QuoteBlock)[];

declare module 'slate' {
  interface CustomTypes {
    Editor: BaseEditor & ReactEditor & HistoryEditor;
    Element: RichElement;
    Text: RichText;
  }
}
