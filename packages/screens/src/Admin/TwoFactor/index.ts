export { SecondFactor } from './SecondFactor';
export type {
  SecondFactorMethod,
  SecondFactorProps,
  SecondFactorStatus,
  SecondFactorSubmission,
} from './SecondFactor';
export { SetUpSecondFactor } from './SetUpSecondFactor';
export type { SetUpSecondFactorProps, SetUpStep } from './SetUpSecondFactor';
export { SecurityCard } from './SecurityCard';
export type { PasskeySummary, SecurityAction, SecurityCardProps, TwoFactorState } from './SecurityCard';
export type { AuthenticatorSetupData } from './AuthenticatorSetup';
export type { TurnOffProof } from './SecurityDialogs';
export { recoveryCodesText } from './codes';
export { twoFactorMessages } from './messages';
