import { z } from 'zod';
import { defineCall } from '../define';
import { conflictOf, success } from '../envelope';
import { locales } from '../constants';
import { currentUser } from '../entities/user';
import { optionalText, readVersion, requiredSecret, requiredText } from '../fields';
import { tokenReply } from './auth';

export const profileCalls = {
  updateProfile: defineCall({
    name: 'adminUpdateProfile',
    method: 'POST',
    path: '/api/admin/update-profile',
    encoding: 'multipart',
    auth: 'admin',
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
    name: 'adminChangePassword',
    method: 'POST',
    path: '/api/admin/change-password',
    encoding: 'form',
    auth: 'admin',
    summary:
      "Ends every session of the account, the caller's included; the reply's access_token replaces the caller's.",
    body: z.object({
      current_password: requiredSecret('Current Password'),
      new_password: z
        .string({ error: 'New Password is required' })
        .min(8, 'New Password must be at least 8 characters')
        .max(200, 'New Password must be at most 200 characters'),
      confirm_password: z.string({ error: 'Confirm New Password is required' }).max(200),
    }),
    reply: tokenReply,
  }),
  updateLocale: defineCall({
    name: 'adminUpdateLocale',
    method: 'POST',
    path: '/api/admin/update-locale',
    encoding: 'form',
    auth: 'admin',
    summary: "The admin's language (en or he), kept with the account; the reply is the account.",
    body: z.object({ locale: z.enum(locales, { error: 'Language must be en or he' }) }),
    reply: success({ data: currentUser }),
  }),
};
