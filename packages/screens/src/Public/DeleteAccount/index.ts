export { DeleteAccount, deleteAccountMeta } from './DeleteAccount';
export type { DeleteAccountProps, DeleteAccountState } from './DeleteAccount';
export { deleteAccountMessages } from './messages';
export type { DeleteAccountLogin } from './validate';
