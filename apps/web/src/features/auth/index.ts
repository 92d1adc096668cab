// What the layouts use of auth: signing out, and the same-site check of where the logout goes.
export { safeTarget } from './logoutTarget';
export { signOut } from './signOut';
