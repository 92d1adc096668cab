// A form in a modal or a drawer, for creating or editing one item: which item, the form with its starting values,
// and submit = validate -> save -> success message -> close (useFormSubmit: field errors land on the form, a
// failure shows once, nothing rejects). The screen opens it; FormModal / FormDrawer render it.
import { Form, type FormInstance } from 'antd';
import { useState } from 'react';
import type { FieldErrorOptions } from './serverErrors';
import { type SubmitOptions, useFormSubmit } from './useFormSubmit';

export interface FormDialog<R, V> {
  open: boolean;
  /** The item being edited; null while creating (kept while the dialog closes, so its title does not jump). */
  editing: R | null;
  form: FormInstance<V>;
  /** The values the form starts from. */
  values: Partial<V>;
  /** Grows with every opening: the form starts afresh each time. */
  session: number;
  saving: boolean;
  openCreate: (values?: Partial<V>) => void;
  openEdit: (item: R) => void;
  close: () => void;
  /** Saves; `intent` tells a dialog with more than one way to save (e.g. 'publish') which one. */
  submit: (intent?: string) => Promise<void>;
}

/** What opens a dialog, for a part of a screen that only opens it. */
export type DialogOpener<R> = { openCreate: () => void; openEdit: (item: R) => void };

export interface FormDialogOptions<R, V> extends Omit<SubmitOptions, 'fieldErrors'> {
  /**
   * Saves: the starting values with the form's on top (so a value the form does not show, such as a new region's
   * parent, comes along); `editing` is null for a new item.
   */
  save: (values: V, editing: R | null, intent?: string) => Promise<unknown>;
  /** The form values of an item to edit (the item itself by default). */
  toValues?: (item: R) => Partial<V>;
  /** The form values of a new item. */
  initialValues?: Partial<V>;
  /** Which server field errors the form shows (FieldErrorOptions), or, when that depends on it, a function of the
   * item being edited. */
  fieldErrors?: FieldErrorOptions | ((editing: R | null) => FieldErrorOptions);
}

export function useFormDialog<R, V>(options: FormDialogOptions<R, V>): FormDialog<R, V> {
  const [form] = Form.useForm<V>();
  const [state, setState] = useState<{ open: boolean; editing: R | null; values: Partial<V>; session: number }>({
    open: false,
    editing: null,
    values: {},
    session: 0,
  });
  const fieldErrors =
    typeof options.fieldErrors === 'function' ? options.fieldErrors(state.editing) : options.fieldErrors;
  const { saving, run } = useFormSubmit(form, { fieldErrors, saved: options.saved });
  const show = (editing: R | null, values: Partial<V>) =>
    setState((current) => ({ open: true, editing, values, session: current.session + 1 }));
  const close = () => setState((current) => ({ ...current, open: false }));

  return {
    ...state,
    form,
    saving,
    openCreate: (values) => show(null, { ...options.initialValues, ...values }),
    openEdit: (item) =>
      show(item, { ...options.initialValues, ...(options.toValues ? options.toValues(item) : (item as Partial<V>)) }),
    close,
    submit: async (intent) => {
      if (await run((values) => options.save({ ...state.values, ...values }, state.editing, intent))) close();
    },
  };
}
