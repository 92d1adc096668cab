// Sites: the branded site a request's Host resolves to, the sites a user may switch to, and their
// administration (schema-free).

export const SITES_API = {
  /** The site (system) info of the request's Host. */
  info: '/o/v1/systems/info',
  list: '/a/v1/sites',
  one: '/a/v1/sites/:id',
  /** The sites the signed-in user may switch to. */
  mine: '/o/v1/users/website',
} as const;

export const SITE_VARIANTS = ['standard', 'practical_training', 'second'] as const;
