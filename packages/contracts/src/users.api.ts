// Users: the signed-in user's info and password, and account administration (schema-free).

export const USERS_API = {
  /** The signed-in user. */
  info: '/o/v1/users/info',
  list: '/a/v1/users',
  one: '/a/v1/users/:id',
  status: '/a/v1/users/:id/status',
  /** An administrator resets a user's password. */
  password: '/a/v1/users/:id/password',
  importTemplate: '/a/v1/users/import-template',
  import: '/a/v1/users/import',
  export: '/a/v1/users/export',
  /** The signed-in user changes their own password. */
  myPassword: '/o/v1/users/password',
} as const;

/**
 * The key a username is known by: Unicode NFKC (full-width letters become ASCII) and lower case. Usernames are
 * unique by this key (a unique index on lower(username); stored usernames are NFKC already), logins look it up and
 * login limits count by it, so `Admin`, `ADMIN` and `Ａｄｍｉｎ` are one account.
 */
export const usernameKey = (username: string) => username.normalize('NFKC').trim().toLowerCase();

/** Passwords: length over composition (OWASP ASVS). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
