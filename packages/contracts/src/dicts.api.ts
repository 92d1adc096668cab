// Dictionaries: the lookup by code and their administration (schema-free).

export const DICTS_API = {
  /** A dictionary's value -> label map, by code. */
  lookup: '/o/v1/dicts',
  types: '/a/v1/dict-types',
  type: '/a/v1/dict-types/:code',
  items: '/a/v1/dict-items',
  item: '/a/v1/dict-items/:id',
} as const;

export const DICT_CODES = ['SERVICE_STUDENT_WORK', 'SERVICE_STUDENT_BUSINESS', 'SERVICE_STUDENT_TYPE'] as const;
