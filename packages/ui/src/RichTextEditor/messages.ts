import { defineMessages } from '../i18n';

/** The toolbar's button names, and the wording of its link form (`linkUrl` is the field's label). */
export const richTextEditorMessages = defineMessages({
  en: {
    toolbar: 'Formatting',
    bold: 'Bold',
    italic: 'Italic',
    underline: 'Underline',
    'heading-two': 'Heading 2',
    'heading-three': 'Heading 3',
    'bulleted-list': 'Bulleted list',
    'numbered-list': 'Numbered list',
    'block-quote': 'Quote',
    link: 'Link',
    removeLink: 'Remove link',
    undo: 'Undo',
    redo: 'Redo',
    linkUrl: 'Link address',
    applyLink: 'Apply',
    cancelLink: 'Cancel',
    linkError: 'URL must start with https://',
  },
  he: {
    toolbar: 'עיצוב',
    bold: 'מודגש',
    italic: 'נטוי',
    underline: 'קו תחתון',
    'heading-two': 'כותרת 2',
    'heading-three': 'כותרת 3',
    'bulleted-list': 'רשימת תבליטים',
    'numbered-list': 'רשימה ממוספרת',
    'block-quote': 'ציטוט',
    link: 'קישור',
    removeLink: 'הסרת קישור',
    undo: 'ביטול פעולה',
    redo: 'ביצוע מחדש',
    linkUrl: 'כתובת הקישור',
    applyLink: 'החלה',
    cancelLink: 'ביטול',
    // The address isolated left to right, so that its slashes stay after "https:".
    linkError: 'הכתובת חייבת להתחיל ב־\u2066https://\u2069',
  },
});

export type RichTextEditorMessages = (typeof richTextEditorMessages)['en'];
