export { Team } from './Team';
export type { InviteValues, TeamProps } from './Team';
export type { MemberSessionsProps } from './MemberSessions';
