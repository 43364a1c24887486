import { z } from 'zod';
import { defineCall } from '../define';
import { emptySuccess, success } from '../envelope';
import { session } from '../entities/session';
import { idParams, requiredSecret } from '../fields';
import { sessionCalls as endpoints } from '../endpoints/sessions';

const sessionList = success({ data: z.array(session) });
/** How many sessions a call ended (0: the session was already over). */
const ended = success({ data: z.object({ ended: z.number().int() }) });

export const sessionCalls = {
  mine: defineCall({
    ...endpoints.mine,
    summary: "The caller's open sessions, the most recently active first; `current` marks the caller's.",
    reply: sessionList,
  }),
  endMine: defineCall({
    ...endpoints.endMine,
    summary:
      "Ends one of the caller's sessions (its token is refused from its next request, code session_ended).",
    params: idParams,
    reply: ended,
  }),
  endMyOthers: defineCall({
    ...endpoints.endMyOthers,
    summary: "Ends every session of the caller's but this one.",
    reply: ended,
  }),
  ofAdmin: defineCall({
    ...endpoints.ofAdmin,
    summary: "An admin's open sessions (id: the admin's), for the owner's Team page.",
    params: idParams,
    reply: sessionList,
  }),
  endAdminSession: defineCall({
    ...endpoints.endAdminSession,
    summary: "Ends one session of any admin's (id: the session's).",
    params: idParams,
    reply: ended,
  }),
  endAdminSessions: defineCall({
    ...endpoints.endAdminSessions,
    summary: "Ends every session of an admin's (id: the admin's); the caller's own too when it is theirs.",
    params: idParams,
    reply: ended,
  }),
  confirmPassword: defineCall({
    ...endpoints.confirmPassword,
    summary:
      'The current password entered again: for five minutes the calls that ask for it (403 reauthentication_required) go through.',
    body: z.object({ password: requiredSecret('Password') }),
    reply: emptySuccess,
  }),
};
