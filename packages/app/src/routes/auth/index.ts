// The login's chunk: small, so the sign-in page loads fast; the admin area loads after it.
export { LoginRoute } from './LoginRoute';
export { AcceptInvitationRoute } from './AcceptInvitationRoute';
export { ForgotPasswordRoute } from './ForgotPasswordRoute';
export { ResetPasswordRoute } from './ResetPasswordRoute';
