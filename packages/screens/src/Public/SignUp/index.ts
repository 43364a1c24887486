export { SignUp, signUpMeta } from './SignUp';
