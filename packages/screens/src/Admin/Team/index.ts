export { Team } from './Team';
export type { InviteValues, SecondFactorKind, TeamMemberRow, TeamProps } from './Team';
export type { MemberSessionsProps } from './MemberSessions';
