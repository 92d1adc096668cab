// Query parameters as the API wants them: empty values ('' / null / undefined) are left out, not sent.

export const withoutEmpty = <T extends object>(params: T): Partial<T> =>
  Object.fromEntries(
    Object.entries(params).filter(([, value]) => value !== '' && value !== null && value !== undefined),
  ) as Partial<T>;
