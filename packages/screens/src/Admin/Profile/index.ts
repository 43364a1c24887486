export { Profile } from './Profile';
export type { PasswordChangeSubmission, ProfileProps, ProfileSubmission } from './Profile';
export { SessionsCard } from './SessionsCard';
export type { SessionsCardProps } from './SessionsCard';
