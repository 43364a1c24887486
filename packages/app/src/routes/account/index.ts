// The reader's account chunk (the account page and account deletion: end users, their own auth base and token).
export { AccountRoute, DeleteAccountRoute } from './DeleteAccountRoute';
