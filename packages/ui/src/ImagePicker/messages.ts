import { defineMessages } from '../i18n';

export const imagePickerMessages = defineMessages({
  en: {
    choose: 'Choose image',
    /** The choose button's text once there is an image. */
    replace: 'Replace image',
    remove: 'Remove image',
    /** Added to the choose button's name when required (the asterisk is hidden from screen readers). */
    required: '(required)',
    previewAlt: 'Selected image',
    /** Shown when the chosen file is not a PNG, JPEG, WebP or GIF image. */
    invalidType: 'Please choose an image file (PNG, JPEG, WebP or GIF).',
  },
  he: {
    choose: 'בחירת תמונה',
    replace: 'החלפת התמונה',
    remove: 'הסרת התמונה',
    required: '(חובה)',
    previewAlt: 'התמונה שנבחרה',
    invalidType: 'יש לבחור קובץ תמונה (PNG, JPEG, WebP או GIF).',
  },
});

export type ImagePickerMessages = (typeof imagePickerMessages)['en'];
