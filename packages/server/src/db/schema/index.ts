import type { ContentTables } from './content';
import type { CoreTables } from './core';

export type * from './core';
export type * from './content';

export interface Database extends CoreTables, ContentTables {}
