// The public form kit: plain, accessible, phone-first form pieces for the portal's forms (no antd).
// See docs/adding-a-domain.md "Public forms and personal data" for how a page puts them together.
export { CaptchaField } from './CaptchaField';
export { ChoiceGroup } from './ChoiceGroup';
export { ConsentField } from './ConsentField';
export { Field, type FieldProps } from './Field';
export { FormMessage, type FormNotice } from './FormMessage';
export { type FieldBinding, fieldBinder } from './fieldBinder';
export { PublicForm } from './PublicForm';
export { type Option, SelectField } from './SelectField';
export { SubmitButton } from './SubmitButton';
export { TextField } from './TextField';
export { type CaptchaState, useCaptcha } from './useCaptcha';
export { DRAFT_TTL_MS, useDraft } from './useDraft';
export { type FieldErrors, fieldErrorsOf, useSubmission } from './useSubmission';
