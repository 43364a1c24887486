export { Modal } from './Modal';
export type { ModalProps, ModalSize } from './Modal';
export { ConfirmDialog } from './ConfirmDialog';
export type { ConfirmDialogProps } from './ConfirmDialog';
export type { ModalMessages, ConfirmDialogMessages } from './messages';
