import type { AuditTables } from './audit';
import type { ContentTables } from './content';
import type { CoreTables } from './core';
import type { ExportTables } from './exports';
import type { PasswordResetTables } from './passwordResets';
import type { TeamTables } from './team';
import type { TwoFactorTables } from './twoFactor';

export type * from './core';
export type * from './content';
export type * from './audit';
export type * from './exports';
export type * from './passwordResets';
export type * from './team';
export type * from './twoFactor';

export interface Database
  extends
    CoreTables,
    ContentTables,
    AuditTables,
    ExportTables,
    PasswordResetTables,
    TeamTables,
    TwoFactorTables {}
