export { RichTextEditor } from './RichTextEditor';
export type { RichTextEditorProps, RichTextToolbarLabels } from './RichTextEditor';
export { htmlToSlate, slateToHtml } from './html';
export type { RichDocument } from './types';
