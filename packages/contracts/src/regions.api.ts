// Regions (the division tree): administration and the public level-by-level lookup (schema-free).
// Matching codes by prefix is in region-codes.ts.

export const REGIONS_API = {
  list: '/a/v1/regions',
  one: '/a/v1/regions/:code',
  /** One level of the division tree, for the region filters of the public lists. */
  public: '/p/v1/regions',
} as const;

export const REGION_LEVELS = ['province', 'city', 'area'] as const;
