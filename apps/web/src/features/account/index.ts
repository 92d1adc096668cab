// What other features use of the account: its security panel (password and sessions), on the student's settings.
export { AccountSecurity } from './AccountSecurity';
