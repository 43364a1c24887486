export { SessionProvider, useSession } from './SessionProvider';
export type { Session } from './SessionProvider';
export { useCurrentUser } from './useCurrentUser';
export { adminToken, deletionToken } from './tokenStore';
