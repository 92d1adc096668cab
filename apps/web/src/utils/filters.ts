// The five input filters of the forms, as pure functions and an input-props helper.

/** verify-style: strips special characters and all whitespace. */
export const verifyFilter = (value: string) =>
  value.replace(/[`~!@#$%^&*()_\-+=<>?:"{}|,./;'\\[\]·！￥…（）—《》？：“”【】、；‘’，。]/g, '').replace(/\s/g, '');

/** number filter: keeps digits, dot and minus. */
export const numberFilter = (value: string) => value.replace(/[^\d.-]/g, '');

/** digits filter: keeps digits, minus and dot (the second numeric filter of the original). */
export const digitsFilter = (value: string) => value.replace(/[^\d\-.]/g, '');

/** email filter: strips special characters other than those an address needs (@ . _ -). */
export const emailFilter = (value: string) => value.replace(/[^\w@.-]/g, '');

/** special-input filter: keeps letters, digits, underscore and Chinese characters. */
export const specialFilter = (value: string) => value.replace(/[^\w\u4e00-\u9fa5]/g, '');

/** special-input also trims when the field gains or loses focus. */
export const specialFilterOnFocusOrBlur = (value: string) => specialFilter(value.trim());

export type InputFilter = (value: string) => string;

/** Props for an antd Input: `filteredInput(value, setValue, numberFilter)`. */
export function filteredInput(value: string, setValue: (next: string) => void, filter: InputFilter) {
  const trimOnFocus = filter === specialFilter;
  return {
    value,
    onChange: (event: { target: { value: string } }) => setValue(filter(event.target.value)),
    onFocus: trimOnFocus ? () => setValue(specialFilterOnFocusOrBlur(value)) : undefined,
    onBlur: trimOnFocus ? () => setValue(specialFilterOnFocusOrBlur(value)) : undefined,
  };
}
