import type { AuditTables } from './audit';
import type { ContentTables } from './content';
import type { CoreTables } from './core';
import type { ExportTables } from './exports';
import type { PasswordResetTables } from './passwordResets';

export type * from './core';
export type * from './content';
export type * from './audit';
export type * from './exports';
export type * from './passwordResets';

export interface Database extends CoreTables, ContentTables, AuditTables, ExportTables, PasswordResetTables {}
