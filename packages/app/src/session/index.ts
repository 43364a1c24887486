export { useSession } from './useSession';
export type { Session } from './useSession';
export { useAdminToken } from './useAdminToken';
export { useCurrentUser } from './useCurrentUser';
export { adminToken, deletionToken } from './tokenStore';
export { useMayDo } from './useMayDo';
