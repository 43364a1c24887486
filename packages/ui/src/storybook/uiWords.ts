import type { UILocale } from '../i18n';
import { audioPlayerMessages } from '../AudioPlayer/messages';
import { bannerMessages } from '../Banner/messages';
import { breadcrumbMessages } from '../Breadcrumb/messages';
import { errorStateMessages } from '../ErrorState/messages';
import { featureChecklistMessages } from '../FeatureChecklist/messages';
import { imagePickerMessages } from '../ImagePicker/messages';
import { confirmDialogMessages, modalMessages } from '../Modal/messages';
import { paginationMessages } from '../Pagination/messages';
import { passwordFieldMessages } from '../PasswordField/messages';
import { passwordStrengthMessages } from '../PasswordStrength/messages';
import { richTextEditorMessages } from '../RichTextEditor/messages';
import { toastMessages } from '../Toasts/messages';

/** Stories only: the language of a story, from its `globals.dir` (the Hebrew twins are right to left). */
export function storyLocale(globals: Record<string, unknown>): UILocale {
  return globals.dir === 'rtl' ? 'he' : 'en';
}

/**
 * Stories only: the kit's own words ('Retry', 'Choose image', ...) in the language of a story's `globals.dir`, so
 * that one play names them in a story and in its Hebrew twin.
 */
export function uiWords(globals: Record<string, unknown>) {
  const locale = storyLocale(globals);
  return {
    audioPlayer: audioPlayerMessages[locale],
    banner: bannerMessages[locale],
    breadcrumb: breadcrumbMessages[locale],
    confirmDialog: confirmDialogMessages[locale],
    errorState: errorStateMessages[locale],
    featureChecklist: featureChecklistMessages[locale],
    imagePicker: imagePickerMessages[locale],
    modal: modalMessages[locale],
    pagination: paginationMessages[locale],
    passwordField: passwordFieldMessages[locale],
    passwordStrength: passwordStrengthMessages[locale],
    richTextEditor: richTextEditorMessages[locale],
    toast: toastMessages[locale],
  };
}
