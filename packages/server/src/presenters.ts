import type {
  Session,
  Invitation,
  TeamMember,
  AuditEvent,
  AuditRecordType,
  Chapter,
  ChapterSummary,
  CurrentUser,
  DashboardTransaction,
  Plan,
  Transaction,
  TransactionCsvRow,
  User,
  UserCsvRow,
  Verse,
} from '@bible-admin/contract';
import { fromMinor } from './domain/money';
import { paymentMethodText } from './domain/paymentMethod';
import { type MediaStore, mediaUrl } from './media/MediaStore';
import { type AuditEventRow, storedAuditKind } from './repositories/auditEvents';
import { recordKey } from './repositories/auditRecords';
import {
  type ChapterRow,
  type ChapterSummaryRow,
  hasAudioContent,
  type VerseMediaRow,
} from './repositories/chapters';
import type { PlanRow } from './repositories/plans';
import type { SessionRow } from './repositories/sessions';
import { parseUserAgent } from './text/userAgent';
import type { InvitationRow } from './repositories/invitations';
import type {
  ExportedTransaction,
  TransactionWithPlan,
  TransactionWithUser,
} from './repositories/transactions';
import type { ExportedUser, UserRow, UserWithPlan } from './repositories/users';
import type { VerseRow } from './repositories/verses';

/** Database rows → the contract's entities. The only place that knows both shapes. */

/** A session as its list shows it; `current`: the one the request came with. */
export function presentSession(row: SessionRow, currentId: string | null): Session {
  const agent = parseUserAgent(row.user_agent);
  return {
    _id: row.id,
    browser: agent.browser,
    os: agent.os,
    device_type: agent.deviceType,
    ip: row.ip,
    created_at: row.created_at,
    last_active_at: row.last_active_at,
    current: row.id === currentId,
  };
}

export function presentUser(row: UserWithPlan, media: MediaStore): User {
  return {
    _id: row.id,
    name: row.name,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    role: row.role,
    profile_pic: mediaUrl(media, row.profile_pic),
    status: row.status,
    plan: row.plan_name,
    plan_id: row.plan_name === null ? null : row.plan_id,
    device: row.device,
    created_at: row.created_at,
  };
}

/** The signed-in account as it sees itself: the user and its preferences. */
export function presentCurrentUser(row: UserWithPlan, media: MediaStore): CurrentUser {
  return { ...presentUser(row, media), locale: row.locale, version: row.version, admin_role: row.admin_role };
}

export const DELETED_USER_NAME = 'Deleted user';

export function presentTransaction(row: TransactionWithUser, media: MediaStore): Transaction {
  return {
    _id: row.id,
    amount: fromMinor(row.amount_minor),
    currency: row.currency,
    status: row.status,
    payment_method: paymentMethodText(row.payment_method),
    created_at: row.created_at,
    user_details:
      row.user_id && row.user_name !== null
        ? {
            _id: row.user_id,
            name: row.user_name,
            email: row.user_email,
            profile_pic: mediaUrl(media, row.user_pic),
          }
        : { _id: null, name: DELETED_USER_NAME, email: null, profile_pic: null },
  };
}

/** A recent transaction as the dashboard shows it: with the plan it paid for, by name while the plan exists. */
export function presentDashboardTransaction(
  row: TransactionWithPlan,
  media: MediaStore,
): DashboardTransaction {
  return {
    ...presentTransaction(row, media),
    plan: row.plan_id ? { _id: row.plan_id, name: row.plan_name } : null,
  };
}

/** An end user as a row of the users export. */
export function exportedUser(row: ExportedUser): UserCsvRow {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    status: row.status,
    plan: row.plan_name ?? 'Free',
    device: row.device ?? '',
    created_at: row.created_at,
  };
}

/** A transaction as a row of the transactions export: the amount in major units beside its currency. */
export function exportedTransaction(row: ExportedTransaction): TransactionCsvRow {
  const payer = row.user_id && row.user_name !== null;
  return {
    id: row.id,
    user_name: payer ? row.user_name! : DELETED_USER_NAME,
    user_email: payer ? (row.user_email ?? '') : '',
    amount: fromMinor(row.amount_minor).toFixed(2),
    currency: row.currency.toUpperCase(),
    status: row.status,
    payment_method: paymentMethodText(row.payment_method),
    created_at: row.created_at,
  };
}

export function presentPlan(row: PlanRow): Plan {
  const status = row.status === 'inactive' ? 'inactive' : 'active';
  const duration = row.duration === 'yearly' || row.duration === 'unlimited' ? row.duration : 'monthly';
  return {
    _id: row.id,
    name: row.name,
    price: fromMinor(row.price_minor),
    duration,
    status,
    plan_status: status,
    features: JSON.parse(row.features) as Record<string, boolean>,
    created_at: row.created_at,
    version: row.version,
  };
}

export function presentChapterSummary(row: ChapterSummaryRow, media: MediaStore): ChapterSummary {
  return {
    _id: row.id,
    chapter_number: row.chapter_number,
    chapter_name: row.chapter_name,
    verses: row.verses,
    status: row.status === 'inactive' ? 'inactive' : 'active',
    image_buy_link: row.image_buy_link,
    cover_image_buy_link: row.cover_image_buy_link,
    chapter_image: mediaUrl(media, row.chapter_image),
    chapter_cover_image: mediaUrl(media, row.chapter_cover_image),
    audio_url_male: mediaUrl(media, row.audio_male),
    audio_url_female: mediaUrl(media, row.audio_female),
    has_audio_content: hasAudioContent(row),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export function presentChapter(row: ChapterRow, verseMedia: VerseMediaRow[], media: MediaStore): Chapter {
  return {
    ...presentChapterSummary(row, media),
    chapter_content: row.chapter_content,
    chapter_audio_content: row.chapter_audio_content,
    verse_media: verseMedia.map((item) => ({
      id: item.id,
      verse_number: item.verse_number,
      image: mediaUrl(media, item.image),
      video: item.video,
    })),
    version: row.version,
  };
}

export function presentVerse(row: VerseRow, media: MediaStore): Verse {
  return {
    _id: row.id,
    chapter_id: row.chapter_id,
    verse_number: row.verse_number,
    verse_image: mediaUrl(media, row.verse_image),
    content: row.content,
    verse_content: row.content,
    created_at: row.created_at,
    updated_at: row.updated_at,
    version: row.version,
  };
}

/** An event with its record as it is now (`recordsNow`): still there or gone, and its name. */
export function presentAuditEvent(
  row: AuditEventRow,
  records: ReadonlyMap<string, string | null>,
): AuditEvent {
  const record =
    row.record_type && row.record_id
      ? recordKey({ type: row.record_type as AuditRecordType, id: row.record_id })
      : null;
  return {
    _id: row.id,
    actor_id: row.actor_id,
    actor_email: row.actor_email,
    record_type: row.record_type as AuditEvent['record_type'],
    record_id: row.record_id,
    record_exists: record !== null && records.has(record),
    record_name: (record && records.get(record)) ?? null,
    ip: row.ip,
    created_at: row.created_at,
    ...storedAuditKind(row),
  };
}

/** An admin on the team page; `factorsOf` gives their second factors (`secondFactorsOf`). */
export function presentTeamMember(
  row: UserRow,
  factorsOf: (id: string) => TeamMember['second_factors'],
): TeamMember {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    role: row.admin_role ?? 'owner',
    status: row.deactivated_at ? 'deactivated' : 'active',
    last_sign_in_at: row.last_sign_in_at,
    second_factors: factorsOf(row.id),
  };
}

export function presentInvitation(row: InvitationRow): Invitation {
  return {
    _id: row.id,
    email: row.email,
    role: row.admin_role,
    locale: row.locale,
    expires_at: row.expires_at,
    created_at: row.created_at,
  };
}
