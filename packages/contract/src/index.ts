export * from './constants';
export * from './define';
export * from './envelope';
export * from './fields';
export * from './openapi';
export * from './pages';
export * from './plainText';
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

/** Every call of the API: one group per resource file (append new groups here). */
export const allCalls: readonly AnyCall[] = [
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
].flatMap((group) => Object.values(group));
