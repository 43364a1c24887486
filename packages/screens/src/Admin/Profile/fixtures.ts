import type { User } from '@bible-admin/contract';

/** A stored photo as the server's URL would give it; inline so screenshots never wait on the network. */
const photoUrl = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><rect width="80" height="80" fill="#2f5d62"/><circle cx="40" cy="31" r="14" fill="#f4ece4"/><path d="M14 76c2-17 13-26 26-26s24 9 26 26z" fill="#f4ece4"/></svg>',
)}`;

/** The signed-in admin, as current_user returns it. */
export const admin: User = {
  _id: 'admin-1',
  name: 'Rivka Ben-David',
  first_name: 'Rivka',
  last_name: 'Ben-David',
  email: 'rivka.bendavid@bible-reading.example.com',
  role: 'admin',
  profile_pic: photoUrl,
  status: 'Active',
  plan: null,
  plan_id: null,
  device: null,
  created_at: '2025-01-12T09:30:00.000Z',
};

/** An admin without a photo: the initials stand in. */
export const adminWithoutPhoto: User = { ...admin, profile_pic: null };
