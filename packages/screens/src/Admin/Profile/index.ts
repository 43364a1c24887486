export { Profile } from './Profile';
export type { PasswordChangeSubmission, ProfileProps, ProfileSubmission } from './Profile';
