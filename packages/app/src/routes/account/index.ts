// The account-deletion page's chunk (end users, their own auth base and token).
export { DeleteAccountRoute } from './DeleteAccountRoute';
