import {
  DEFAULT_MIGRATION_TABLE,
  Migrator,
  sql,
  type Kysely,
  type Migration,
  type MigrationProvider,
} from 'kysely';
import { core001 } from './001_core';
import { content002 } from './002_content';
import { securityStamp003 } from './003_security_stamp';
import { auditEvents005 } from './005_audit_events';
import { counters006 } from './006_counters';
import { searchIndex007 } from './007_search_index';
import { listOrder008 } from './008_list_order';
import { rateLimits009 } from './009_rate_limits';
import { shortSearch011 } from './011_short_search';
import { listMonths012 } from './012_list_months';
import { userTransactions013 } from './013_user_transactions';
import { coveringWalks014 } from './014_covering_walks';
import { mergedSearch015 } from './015_merged_search';
import { trigramArrays016 } from './016_trigram_arrays';
import { payerSearch017 } from './017_payer_search';
import { userLocale018 } from './018_user_locale';
import { recordVersions019 } from './019_record_versions';
import { planPriceMinor020 } from './020_plan_price_minor';
import { auditLogOrder021 } from './021_audit_log_order';
import { auditAdminKind022 } from './022_audit_admin_kind';
import { exportLinks023 } from './023_export_links';
import { publicLinks024 } from './024_public_links';
import { adminRoles025 } from './025_admin_roles';
import { sessions026 } from './026_sessions';
import { team027 } from './027_team';
import { passwordResets028 } from './028_password_resets';
import { twoFactor029 } from './029_two_factor';

/** Every migration by name, in order: static imports so bundling and tsx need no folder scanning. */
const migrations: Record<string, Migration> = {
  '001_core': core001,
  '002_content': content002,
  '003_security_stamp': securityStamp003,
  '005_audit_events': auditEvents005,
  '006_counters': counters006,
  '007_search_index': searchIndex007,
  '008_list_order': listOrder008,
  '009_rate_limits': rateLimits009,
  '011_short_search': shortSearch011,
  '012_list_months': listMonths012,
  '013_user_transactions': userTransactions013,
  '014_covering_walks': coveringWalks014,
  '015_merged_search': mergedSearch015,
  '016_trigram_arrays': trigramArrays016,
  '017_payer_search': payerSearch017,
  '018_user_locale': userLocale018,
  '019_record_versions': recordVersions019,
  '020_plan_price_minor': planPriceMinor020,
  '021_audit_log_order': auditLogOrder021,
  '022_audit_admin_kind': auditAdminKind022,
  '023_export_links': exportLinks023,
  '024_public_links': publicLinks024,
  '025_admin_roles': adminRoles025,
  '026_sessions': sessions026,
  '027_team': team027,
  '028_password_resets': passwordResets028,
  '029_two_factor': twoFactor029,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** The names of every migration this server knows, in the order they run. */
export const migrationNames = (): string[] => Object.keys(migrations);

/** Runs the migrations up to `last` and no further: the schema a database that recorded them has. */
export async function migrateUpTo<T>(db: Kysely<T>, last: string): Promise<void> {
  const { error } = await new Migrator({ db, provider }).migrateTo(last);
  if (error) throw new Error(`Migrating to ${last} failed`, { cause: error });
}

/** The migrations this server knows that the database has not applied (readiness: none may be left). */
export async function pendingMigrations<T>(db: Kysely<T>): Promise<string[]> {
  const table = sql.table(DEFAULT_MIGRATION_TABLE);
  const { rows } = await sql<{ name: string }>`select name from ${table}`.execute(db);
  const names = new Set(rows.map((row) => row.name));
  return Object.keys(migrations).filter((name) => !names.has(name));
}

/** Brings the schema up to date; throws with the failing migration's name. */
export async function migrateToLatest<T>(db: Kysely<T>): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error) {
    throw new Error(
      `Migration ${failed?.migrationName ?? ''} failed: ${String((error as Error).message ?? error)}`,
      {
        cause: error,
      },
    );
  }
}
