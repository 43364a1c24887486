import { z } from 'zod';
import { timestamp } from '../fields';

export const deviceTypes = ['desktop', 'phone', 'tablet'] as const;
export type DeviceType = (typeof deviceTypes)[number];

/** A sign-in session as its account (or the owner) sees it; device and browser read from its user agent. */
export const session = z.object({
  _id: z.string(),
  /** The browser's name and major version ('Chrome 131'); null when the user agent does not say. */
  browser: z.string().nullable(),
  /** The operating system ('macOS', 'Windows', 'iOS', 'Android'…); null when unknown. */
  os: z.string().nullable(),
  device_type: z.enum(deviceTypes).nullable(),
  /** The address it signed in from. */
  ip: z.string().nullable(),
  created_at: timestamp,
  last_active_at: timestamp,
  /** The session this very request came with. */
  current: z.boolean(),
});
export type Session = z.infer<typeof session>;
