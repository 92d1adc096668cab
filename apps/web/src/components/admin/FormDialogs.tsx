// The frames of a form dialog (useFormDialog): a modal with the save button in its footer, a drawer with cancel
// and save at the top. Each starts its form afresh on every opening, from the dialog's starting values.
import { Button, Drawer, Form, type FormProps, Modal, Space } from 'antd';
import { type ReactNode, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useApp } from '@/stores/app';
import { PreventReclickButton } from '../PreventReclickButton';
import type { FormDialog } from './useFormDialog';
import './i18n';

interface FrameProps<R, V> {
  dialog: FormDialog<R, V>;
  title: ReactNode;
  children: ReactNode;
  /** data-testid of the save button and of the form. */
  submitTestId?: string;
  formTestId?: string;
  /** Form layout props besides the form and its values (vertical by default). */
  formProps?: Omit<FormProps<V>, 'form' | 'initialValues'>;
  /** The starting values when they load after opening (the form shows once they are there). */
  values?: Partial<V>;
}

function DialogForm<R, V>({ dialog, children, formTestId, formProps, values }: FrameProps<R, V>) {
  // The form instance outlives the form (it keeps the last values): every opening starts again from its values.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per opening
  useLayoutEffect(() => dialog.form.resetFields(), [dialog.session]);
  return (
    <Form<V>
      form={dialog.form}
      initialValues={values ?? dialog.values}
      layout="vertical"
      data-testid={formTestId}
      {...formProps}
    >
      {children}
    </Form>
  );
}

function SaveButton<R, V>({ dialog, submitTestId }: Pick<FrameProps<R, V>, 'dialog' | 'submitTestId'>) {
  const { t } = useTranslation('admin');
  return (
    <PreventReclickButton
      type="primary"
      onClick={() => void dialog.submit()}
      loading={dialog.saving}
      data-testid={submitTestId}
    >
      {t('save')}
    </PreventReclickButton>
  );
}

export function FormModal<R, V>(props: FrameProps<R, V> & { width?: number; intro?: ReactNode }) {
  const { dialog, title, width, intro } = props;
  return (
    <Modal
      open={dialog.open}
      title={title}
      onCancel={dialog.close}
      width={width}
      destroyOnHidden
      footer={<SaveButton dialog={dialog} submitTestId={props.submitTestId} />}
    >
      {intro}
      <DialogForm {...props} />
    </Modal>
  );
}

interface DrawerFrame {
  /** The drawer's width on a desktop (a phone gets the whole screen). */
  width?: number | string;
  /** Buttons in place of cancel and save. */
  actions?: ReactNode;
  /** What shows in place of the form (e.g. while the item loads). */
  placeholder?: ReactNode;
  drawerTestId?: string;
}

export function FormDrawer<R, V>(props: FrameProps<R, V> & DrawerFrame) {
  const { t } = useTranslation('admin');
  const { dialog, title, width, actions, placeholder } = props;
  const mobile = useApp((s) => s.device === 'mobile');
  return (
    <Drawer
      open={dialog.open}
      onClose={dialog.close}
      title={title}
      size={mobile ? '100%' : width}
      destroyOnHidden
      extra={
        actions ?? (
          <Space>
            <Button onClick={dialog.close}>{t('cancel')}</Button>
            <SaveButton dialog={dialog} submitTestId={props.submitTestId} />
          </Space>
        )
      }
      data-testid={props.drawerTestId}
    >
      {placeholder ?? <DialogForm {...props} />}
    </Drawer>
  );
}
