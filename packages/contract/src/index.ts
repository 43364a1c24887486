export * from './constants';
export * from './settingsRules';
export * from './urls';
export * from './exportRows';
export * from './labels';
export * from './define';
export * from './endpoint';
export * from './envelope';
export * from './fields';
export * from './openapi';
export * from './pages';
export * from './plainText';
export * from './permissions';
export * from './sections';
export * from './sectionTitles';

export * from './entities/user';
export * from './entities/transaction';
export * from './entities/plan';
export * from './entities/settings';
export * from './entities/dashboard';
export * from './entities/chapter';
export * from './entities/verse';
export * from './entities/audit';
export * from './entities/exports';
export * from './entities/session';
export * from './entities/team';

export * from './calls/auth';
export * from './calls/account';
export * from './calls/dashboard';
export * from './calls/users';
export * from './calls/transactions';
export * from './calls/plans';
export * from './calls/settings';
export * from './calls/profile';
export * from './calls/stripe';
export * from './calls/stripeEvent';
export * from './calls/chapters';
export * from './calls/verses';
export * from './calls/tts';
export * from './calls/audit';
export * from './calls/health';
export * from './calls/sessions';
export * from './calls/team';
export * from './calls/twoFactor';

import type { AnyCall } from './define';
import { accountCalls } from './calls/account';
import { chapterCalls } from './calls/chapters';
import { ttsCalls } from './calls/tts';
import { verseCalls } from './calls/verses';
import { auditCalls } from './calls/audit';
import { healthCalls } from './calls/health';
import { authCalls } from './calls/auth';
import { dashboardCalls } from './calls/dashboard';
import { planCalls } from './calls/plans';
import { profileCalls } from './calls/profile';
import { settingsCalls } from './calls/settings';
import { stripeCalls } from './calls/stripe';
import { transactionCalls } from './calls/transactions';
import { userCalls } from './calls/users';
import { sessionCalls } from './calls/sessions';
import { teamCalls } from './calls/team';
import { twoFactorCalls } from './calls/twoFactor';

/** The call groups, one per resource file (append new groups here, and their endpoints to plain.ts). */
const callGroups = {
  authCalls,
  accountCalls,
  dashboardCalls,
  userCalls,
  transactionCalls,
  planCalls,
  settingsCalls,
  profileCalls,
  stripeCalls,
  chapterCalls,
  verseCalls,
  ttsCalls,
  auditCalls,
  healthCalls,
  sessionCalls,
  teamCalls,
  twoFactorCalls,
};
type CallGroups = typeof callGroups;

/** Every call of the API. */
export const allCalls: readonly AnyCall[] = Object.values(callGroups).flatMap((group) =>
  Object.values(group),
);

/** Any call of the contract, with its exact schemas. */
export type ContractCall = { [G in keyof CallGroups]: CallGroups[G][keyof CallGroups[G]] }[keyof CallGroups];

/**
 * The call behind an endpoint of the plain entry, found by its unique name: the browser passes an
 * endpoint, and takes its params, query, body and reply types from here with `import type` (no zod).
 */
export type CallOf<E extends { name: string }> = Extract<ContractCall, { name: E['name'] }>;
