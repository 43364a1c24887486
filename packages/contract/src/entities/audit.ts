import { z } from 'zod';
import {
  auditEventTypes,
  auditRecordTypes,
  chapterStatuses,
  exportLists,
  exportOutcomes,
  planDurations,
  planStatuses,
  secondFactorMethods,
  voices,
  type AuditEventType,
} from '../constants';
import { timestamp } from '../fields';
import { adminRoles } from '../permissions';
import {
  chapterFields,
  planFields,
  profileFields,
  settingsFields,
  stripeFields,
  verseFields,
} from '../labels';

/*
 * What each kind of audit event says of itself (its `summary`), never a secret or a password. Every field is
 * optional and unknown ones pass: a stored summary is read as it was written, and events written by bulk tools
 * (demo data) carry none.
 */

/** One changed field: its value before and after (long text as its length). */
const fieldChange = z.object({ from: z.unknown(), to: z.unknown() });
export type FieldChange = z.infer<typeof fieldChange>;

/** `{ field: { from, to } }`, keyed by the record's field names (those its labels name). */
const changesOf = <const Field extends string>(fields: readonly [Field, ...Field[]]) =>
  z.partialRecord(z.enum(fields), fieldChange).optional();

/** A secret is never logged: only whether it was replaced, given again unchanged, or kept (not given). */
export const secretChanges = ['replaced', 'unchanged', 'kept'] as const;
const secretChange = z.enum(secretChanges).optional();

/** Repeated events from one address add up into one (`recordRepeatedAudit`): how many, from when to when. */
const counted = {
  count: z.number().int().optional(),
  first_seen: timestamp.optional(),
  last_seen: timestamp.optional(),
};

const summary = <Shape extends z.ZodRawShape>(shape: Shape) => z.looseObject(shape);
const none = summary({});
/** A team event: whose address, and the role (a change: the one before too). */
const teamChange = summary({
  email: z.string().optional(),
  role: z.enum(adminRoles).optional(),
  from_role: z.enum(adminRoles).optional(),
});

const planSnapshot = summary({
  name: z.string().optional(),
  price: z.number().optional(),
  duration: z.enum(planDurations).optional(),
  status: z.enum(planStatuses).optional(),
  features: z.record(z.string(), z.boolean()).optional(),
});
const planChange = summary({ name: z.string().optional(), changes: changesOf(planFields) });
const verseNamed = summary({ chapter_id: z.string().optional(), verse_number: z.number().int().optional() });
const webhookRefused = summary({ provider: z.string().optional(), ...counted });

/** Each kind of event's summary: the type refuses a kind without one. */
export const auditSummaries = {
  'plan.created': planSnapshot,
  'plan.updated': planChange,
  'plan.status_changed': planChange,
  'plan.deleted': planSnapshot,
  'chapter.created': summary({
    chapter_number: z.number().int().optional(),
    chapter_name: z.string().optional(),
    verses: z.number().int().optional(),
    status: z.enum(chapterStatuses).optional(),
    /** How many verse media items it was added with. */
    verse_media: z.number().int().optional(),
  }),
  'chapter.updated': summary({ chapter_name: z.string().optional(), changes: changesOf(chapterFields) }),
  'chapter.deleted': summary({
    chapter_number: z.number().int().optional(),
    chapter_name: z.string().optional(),
  }),
  'verse.created': verseNamed,
  'verse.updated': summary({
    chapter_id: z.string().optional(),
    /** The verse's number once saved: its name in the log. */
    verse_number: z.number().int().optional(),
    changes: changesOf(verseFields),
  }),
  'verse.deleted': verseNamed,
  'narration.generated': summary({
    /** The chapter's name when it was narrated. */
    chapter_name: z.string().optional(),
    voice: z.enum(voices).optional(),
    audio: z.object({ from: z.string().nullable(), to: z.string() }).optional(),
  }),
  'settings.updated': summary({ changes: changesOf(settingsFields) }),
  'payment_keys.updated': summary({
    provider: z.string().optional(),
    changes: changesOf(stripeFields),
    secret_key: secretChange,
    webhook_secret: secretChange,
  }),
  'profile.updated': summary({
    changes: changesOf(profileFields),
    profile_pic: z.enum(['replaced', 'kept']).optional(),
  }),
  'password.changed': summary({ sessions_ended: z.boolean().optional() }),
  'password.reset': summary({ sessions_ended: z.boolean().optional() }),
  /** Sessions ended by hand (the record: their account): one, every other of the actor's, or all of an admin's. */
  'session.ended': summary({
    scope: z.enum(['one', 'others', 'all']).optional(),
    count: z.number().int().optional(),
  }),
  'auth.signed_in': summary({ remember: z.boolean().optional() }),
  'auth.signed_out': none,
  'auth.login_failed': summary({ login: z.enum(['admin', 'app']).optional() }),
  'auth.password_check_failed': none,
  'auth.rate_limited': summary({
    limit: z.string().optional(),
    max: z.number().optional(),
    window_minutes: z.number().optional(),
  }),
  'auth.signup_existing_email': none,
  'webhook.signature_invalid': webhookRefused,
  'webhook.event_malformed': webhookRefused,
  'account.deleted': none,
  /** An end user an admin removed (the actor): their name and e-mail as they were, the record being gone. */
  'user.removed': summary({ name: z.string().optional(), email: z.string().optional() }),
  'payment.mismatch': summary({
    event: z.string().optional(),
    event_type: z.string().optional(),
    payment: z.string().nullable().optional(),
    problem: z.string().optional(),
  }),
  'list.exported': summary({
    list: z.enum(exportLists).optional(),
    search: z.string().nullable().optional(),
    rows: z.number().int().optional(),
    outcome: z.enum(exportOutcomes).optional(),
  }),
  'team.invited': teamChange,
  'team.invitation_resent': teamChange,
  'team.invitation_revoked': teamChange,
  'team.invitation_accepted': teamChange,
  'team.role_changed': teamChange,
  'team.deactivated': teamChange,
  'team.reactivated': teamChange,
  'team.removed': teamChange,
  'two_factor.totp_enabled': none,
  'two_factor.totp_disabled': summary({ with: z.enum(['code', 'password']).optional() }),
  'two_factor.recovery_codes_regenerated': none,
  'two_factor.recovery_code_used': summary({ left: z.number().int().optional() }),
  /** An owner removed another admin's second factors (the record: that admin). */
  'two_factor.reset': summary({ email: z.string().optional() }),
  'two_factor.policy_changed': summary({ require_two_factor: z.boolean().optional() }),
  /** A wrong code at the second step or in a set-up (never the code). */
  'auth.second_factor_failed': summary({ method: z.enum(secondFactorMethods).optional() }),
} satisfies Record<AuditEventType, z.ZodType>;

/** The summary of one kind of event. */
export type AuditSummary<Type extends AuditEventType = AuditEventType> = z.infer<
  (typeof auditSummaries)[Type]
>;

const auditEventFields = {
  _id: z.string(),
  /** The admin who acted; null for anonymous events. */
  actor_id: z.string().nullable(),
  /** The acting account's e-mail, or the one a failed sign-in tried. */
  actor_email: z.string().nullable(),
  record_type: z.enum(auditRecordTypes).nullable(),
  record_id: z.string().nullable(),
  /** The record as it is now: whether it still exists, and its name if it has one (a plan's, a user's…). */
  record_exists: z.boolean(),
  record_name: z.string().nullable(),
  /** The client address. */
  ip: z.string().nullable(),
  created_at: timestamp,
};

/** An event's kind (`type`) with the summary of that kind. */
export type AuditKind = {
  [Type in AuditEventType]: { type: Type; summary: AuditSummary<Type> };
}[AuditEventType];

/** One event of the log: its summary typed by its kind. */
export type AuditEvent = z.infer<z.ZodObject<typeof auditEventFields>> & AuditKind;

const [firstType, ...otherTypes] = auditEventTypes;
const eventOf = (type: AuditEventType) =>
  z.object({ ...auditEventFields, type: z.literal(type), summary: auditSummaries[type] });

/** One object per kind, built from the table: mapped, the kinds' literal types are lost, hence the cast. */
export const auditEvent = z.discriminatedUnion('type', [
  eventOf(firstType),
  ...otherTypes.map(eventOf),
]) as unknown as z.ZodType<AuditEvent>;

/** An admin as the audit log's filter offers them. */
export const auditActor = z.object({ _id: z.string(), name: z.string(), email: z.string() });
export type AuditActorEntry = z.infer<typeof auditActor>;
