export { ConfirmPasswordDialog } from './ConfirmPasswordDialog';
export type { ConfirmPasswordDialogProps } from './ConfirmPasswordDialog';
