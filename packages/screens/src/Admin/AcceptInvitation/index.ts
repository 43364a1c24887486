export { AcceptInvitation } from './AcceptInvitation';
export type { AcceptInvitationProps, AcceptValues } from './AcceptInvitation';
