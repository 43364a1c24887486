import { defineEndpoints } from '../endpoint';

/**
 * Two-factor sign-in (issue 32): the second step after the password, enrolment while the owner's policy
 * requires it (public: the sign-in's challenge token is the key), the admin's own factors, the policy and
 * the owner's reset of a team member's factors.
 */
export const twoFactorCalls = defineEndpoints({
  secondFactor: {
    name: 'signInSecondFactor',
    method: 'POST',
    path: '/api/auth/second-factor',
    encoding: 'json',
    auth: 'public',
  },
  enrolTotpSetup: {
    name: 'enrolTotpSetup',
    method: 'POST',
    path: '/api/auth/enrol/totp/setup',
    encoding: 'json',
    auth: 'public',
  },
  enrolTotpConfirm: {
    name: 'enrolTotpConfirm',
    method: 'POST',
    path: '/api/auth/enrol/totp/confirm',
    encoding: 'json',
    auth: 'public',
  },
  security: {
    name: 'adminSecurity',
    method: 'GET',
    path: '/api/admin/security',
    encoding: 'none',
    auth: 'admin',
    permission: 'profile.self',
  },
  totpSetup: {
    name: 'adminTotpSetup',
    method: 'POST',
    path: '/api/admin/security/totp/setup',
    encoding: 'none',
    auth: 'admin',
    permission: 'profile.self',
  },
  totpConfirm: {
    name: 'adminTotpConfirm',
    method: 'POST',
    path: '/api/admin/security/totp/confirm',
    encoding: 'json',
    auth: 'admin',
    permission: 'profile.self',
  },
  recoveryCodes: {
    name: 'adminRecoveryCodes',
    method: 'POST',
    path: '/api/admin/security/recovery-codes',
    encoding: 'none',
    auth: 'admin',
    permission: 'profile.self',
  },
  totpDisable: {
    name: 'adminTotpDisable',
    method: 'POST',
    path: '/api/admin/security/totp/disable',
    encoding: 'json',
    auth: 'admin',
    permission: 'profile.self',
  },
  policy: {
    name: 'adminSecuritySettings',
    method: 'GET',
    path: '/api/admin/settings/security',
    encoding: 'none',
    auth: 'admin',
    permission: 'settings',
  },
  updatePolicy: {
    name: 'adminUpdateSecuritySettings',
    method: 'PUT',
    path: '/api/admin/settings/security',
    encoding: 'json',
    auth: 'admin',
    permission: 'settings',
  },
  resetMember: {
    name: 'adminResetSecondFactor',
    method: 'POST',
    path: '/api/admin/team/{id}/reset-second-factor',
    encoding: 'none',
    auth: 'admin',
    permission: 'team',
  },
});
