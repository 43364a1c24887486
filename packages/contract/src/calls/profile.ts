import { z } from 'zod';
import { defineCall } from '../define';
import { conflictOf, success } from '../envelope';
import { locales } from '../constants';
import { currentUser } from '../entities/user';
import { newPassword, optionalText, readVersion, requiredSecret, requiredText } from '../fields';
import { tokenReply } from './auth';
import { profileCalls as endpoints } from '../endpoints/profile';

export const profileCalls = {
  updateProfile: defineCall({
    ...endpoints.updateProfile,
    summary: 'Names and an optional profile_pic image (checked by content); the e-mail cannot change.',
    body: z.object({
      first_name: requiredText('First Name', 100),
      last_name: optionalText('Last Name', 100),
      /** Accepted only when equal to the current e-mail (the form sends it read-only). */
      email: optionalText('Email', 254),
      version: readVersion,
    }),
    files: ['profile_pic'],
    reply: success({ data: currentUser }),
    conflict: conflictOf(currentUser),
  }),
  changePassword: defineCall({
    ...endpoints.changePassword,
    summary:
      "Ends every other session of the account; the reply's access_token (the new password's) replaces the caller's.",
    body: z.object({
      current_password: requiredSecret('Current Password'),
      new_password: newPassword('New Password'),
      confirm_password: z.string({ error: 'Confirm New Password is required' }).max(200),
    }),
    reply: tokenReply,
  }),
  updateLocale: defineCall({
    ...endpoints.updateLocale,
    summary: "The admin's language (en or he), kept with the account; the reply is the account.",
    body: z.object({ locale: z.enum(locales, { error: 'Language must be en or he' }) }),
    reply: success({ data: currentUser }),
  }),
};
