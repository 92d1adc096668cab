// What other features use of sign-ups: the training sign-up form (the practice training page embeds it).
export { SignUpForm } from './SignUpForm';
