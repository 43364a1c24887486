export { PasswordStrength, passwordScores } from './PasswordStrength';
export type { PasswordScore, PasswordStrengthProps } from './PasswordStrength';
export type { PasswordStrengthMessages } from './messages';
