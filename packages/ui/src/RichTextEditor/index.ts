export { RichTextEditor } from './RichTextEditor';
export type { RichTextEditorProps } from './RichTextEditor';
export type { RichTextEditorMessages } from './messages';
export { htmlToSlate, slateToHtml } from './html';
export type { RichDocument } from './types';
