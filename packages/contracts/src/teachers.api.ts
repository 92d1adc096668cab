// Teachers: the personal centre at /home and their books (schema-free).

export const TEACHERS_API = {
  home: '/f/v1/homes/teacher',
  books: '/f/v1/books',
} as const;
