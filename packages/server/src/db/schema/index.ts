import type { AuditTables } from './audit';
import type { ContentTables } from './content';
import type { CoreTables } from './core';

export type * from './core';
export type * from './content';
export type * from './audit';

export interface Database extends CoreTables, ContentTables, AuditTables {}
