import type { AuditTables } from './audit';
import type { ContentTables } from './content';
import type { CoreTables } from './core';
import type { ExportTables } from './exports';

export type * from './core';
export type * from './content';
export type * from './audit';
export type * from './exports';

export interface Database extends CoreTables, ContentTables, AuditTables, ExportTables {}
