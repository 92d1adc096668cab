import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App, Button, Form, Input } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { RequestError } from '@/api/http';
import { FormModal } from './FormDialogs';
import { useFormDialog } from './useFormDialog';

type Row = { id: number; name: string };
type Values = { name: string };

function Screen({ save }: { save: (values: Values, editing: Row | null) => Promise<unknown> }) {
  const dialog = useFormDialog<Row, Values>({ save, fieldErrors: { known: ['name'], fallback: { 409: 'name' } } });
  return (
    <>
      <Button onClick={() => dialog.openCreate()}>new</Button>
      <Button onClick={() => dialog.openEdit({ id: 7, name: '旧名' })}>edit</Button>
      <span data-testid="state">{dialog.open ? 'open' : 'closed'}</span>
      <FormModal dialog={dialog} title={dialog.editing ? 'edit-title' : 'new-title'} submitTestId="submit">
        <Form.Item name="name" label="名称" rules={[{ required: true, message: '请填写名称' }]}>
          <Input />
        </Form.Item>
      </FormModal>
    </>
  );
}

const open = (save: (values: Values, editing: Row | null) => Promise<unknown>, button: string) => {
  render(
    <App>
      <Screen save={save} />
    </App>,
  );
  fireEvent.click(screen.getByText(button));
};

describe('useFormDialog', () => {
  it('does not save an invalid form, shows why, and leaves no rejected promise behind', async () => {
    const save = vi.fn(async () => undefined);
    open(save, 'new');
    await act(async () => fireEvent.click(screen.getByTestId('submit')));
    await screen.findByText('请填写名称');
    expect(save).not.toHaveBeenCalled();
  });

  it('opens an item with its values, saves it, says so and closes', async () => {
    const save = vi.fn(async () => undefined);
    open(save, 'edit');
    expect(screen.getByText('edit-title')).toBeInTheDocument();
    expect(screen.getByLabelText('名称')).toHaveValue('旧名');
    fireEvent.change(screen.getByLabelText('名称'), { target: { value: '新名' } });
    await act(async () => fireEvent.click(screen.getByTestId('submit')));
    await waitFor(() => expect(save).toHaveBeenCalledWith({ id: 7, name: '新名' }, { id: 7, name: '旧名' }, undefined));
    await screen.findByText('保存成功');
    expect(screen.getByTestId('state')).toHaveTextContent('closed');
  });

  it('starts empty again when opened for a new item after an edit', async () => {
    open(
      vi.fn(async () => undefined),
      'edit',
    );
    await act(async () => fireEvent.click(screen.getByTestId('submit')));
    expect(screen.getByTestId('state')).toHaveTextContent('closed');
    fireEvent.click(screen.getByText('new'));
    await waitFor(() => expect(screen.getByLabelText('名称')).toHaveValue(''));
    expect(screen.getByText('new-title')).toBeInTheDocument();
  });

  it('puts a refusal on its field and stays open', async () => {
    const save = vi.fn(async () => {
      throw new RequestError('名称已存在', 409);
    });
    open(save, 'new');
    fireEvent.change(screen.getByLabelText('名称'), { target: { value: '重复' } });
    await act(async () => fireEvent.click(screen.getByTestId('submit')));
    await screen.findByText('名称已存在');
    expect(screen.getByTestId('state')).toHaveTextContent('open');
  });

  it('shows a failure that is not a refused request once', async () => {
    const save = vi.fn(async () => {
      throw new Error('boom');
    });
    open(save, 'new');
    fireEvent.change(screen.getByLabelText('名称'), { target: { value: 'x' } });
    await act(async () => fireEvent.click(screen.getByTestId('submit')));
    expect(await screen.findAllByText('boom')).toHaveLength(1);
  });
});
