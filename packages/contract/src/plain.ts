/**
 * The contract's zod-free entry, '@bible-admin/contract/plain': what the browser may load at run time.
 * Every call's endpoint (name, method, path, encoding, auth) by the same group names as the schema entry
 * ('@bible-admin/contract', for the server and tests), plus the plain values: limits, enums, error codes
 * and the app's pages. Nothing here imports zod (a test loads this entry with zod made to throw), so the
 * admin's download carries none; a call's request and reply types come from the schema entry by
 * `import type` (see `CallOf`).
 */
export * from './constants';
export * from './endpoint';
export * from './pages';
export * from './permissions';
export * from './sections';
export * from './settingsRules';
export * from './urls';

export * from './endpoints/auth';
export * from './endpoints/account';
export * from './endpoints/dashboard';
export * from './endpoints/users';
export * from './endpoints/transactions';
export * from './endpoints/plans';
export * from './endpoints/settings';
export * from './endpoints/profile';
export * from './endpoints/stripe';
export * from './endpoints/chapters';
export * from './endpoints/verses';
export * from './endpoints/tts';
export * from './endpoints/audit';
export * from './endpoints/health';
export * from './endpoints/sessions';
export * from './endpoints/team';
export * from './endpoints/twoFactor';
