import type { AuditTables } from './audit';
import type { ContentTables } from './content';
import type { CoreTables } from './core';
import type { ExportTables } from './exports';
import type { TeamTables } from './team';

export type * from './core';
export type * from './content';
export type * from './audit';
export type * from './exports';
export type * from './team';

export interface Database extends CoreTables, ContentTables, AuditTables, ExportTables, TeamTables {}
