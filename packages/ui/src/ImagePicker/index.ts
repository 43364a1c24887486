export { ImagePicker } from './ImagePicker';
export type { ImagePickerProps } from './ImagePicker';
export type { ImagePickerMessages } from './messages';
export { isStoredImageType } from './imageTypes';
