// Content forms use the back-office's one mapping of a refused save to form field errors.
import { type FieldError, fieldErrorsOf, namePath } from '@/components/admin/serverErrors';

export type FormFieldError = FieldError;
export const fieldPath = namePath;

/** The field errors in a failed call; only fields the form shows (`known`), the rest stay in the toast. */
export const formErrorsOf = (error: unknown, known: readonly string[]): FormFieldError[] =>
  fieldErrorsOf(error, { known });
