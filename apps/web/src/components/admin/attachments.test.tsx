import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form, type FormInstance } from 'antd';
import { type ReactNode, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AttachmentLinks } from './AttachmentLinks';
import { type AttachedFile, AttachmentsField } from './AttachmentsField';

const uploadFile = vi.hoisted(() => vi.fn());
vi.mock('@/api/uploads/uploadFile', () => ({ uploadFile }));

type Doc = AttachedFile & { url: string };
const doc = (id: number, name: string): Doc => ({ id, name, url: `/f/v1/files/${id}` });

const wrap = (node: ReactNode) => render(<QueryClientProvider client={new QueryClient()}>{node}</QueryClientProvider>);
const choose = (container: HTMLElement, name: string) =>
  act(async () => {
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['%PDF'], name, { type: 'application/pdf' })] } });
  });

function Editable({ upload, initial }: { upload: (file: File) => Promise<Doc>; initial: Doc[] }) {
  const [files, setFiles] = useState(initial);
  return (
    <AttachmentsField value={files} onChange={setFiles} upload={upload} uploadLabel="upload" max={2} hint="at most 2" />
  );
}

describe('the attachment fields', () => {
  it('adds what the upload answers, removes a file, and offers no upload at the limit', async () => {
    const upload = vi.fn(async (file: File) => doc(2, file.name));
    const { container } = wrap(<Editable upload={upload} initial={[doc(1, 'plan.pdf')]} />);
    expect(screen.getByText('at most 2')).toBeTruthy();

    await choose(container, 'budget.pdf');
    await waitFor(() => expect(screen.getByText('budget.pdf')).toBeTruthy());
    expect(upload.mock.calls[0]?.[0].name).toBe('budget.pdf');
    expect(screen.queryByTestId('attachment-upload')).toBeNull();

    fireEvent.click(screen.getByLabelText('plan.pdf'));
    expect(screen.queryByText('plan.pdf')).toBeNull();
    expect(screen.getByTestId('attachment-upload')).toBeTruthy();
  });

  it('keeps the list as it was when the upload is refused', async () => {
    const upload = vi.fn(async () => Promise.reject(new Error('refused')));
    const { container } = wrap(<Editable upload={upload} initial={[doc(1, 'plan.pdf')]} />);
    await choose(container, 'tool.exe');
    await waitFor(() => expect(upload).toHaveBeenCalledOnce());
    expect(screen.getByText('plan.pdf')).toBeTruthy();
    expect(screen.queryByText('tool.exe')).toBeNull();
  });

  it('only lists the files without onChange, each a download when it can download them', () => {
    const download = vi.fn();
    const file = doc(3, 'answer.docx');
    wrap(<AttachmentsField value={[file]} download={download} />);
    expect(screen.queryByTestId('attachment-upload')).toBeNull();
    expect(screen.queryByLabelText('answer.docx')).toBeNull();
    fireEvent.click(screen.getByText('answer.docx'));
    expect(download).toHaveBeenCalledWith(file);
  });

  it('shows nothing for no files to list', () => {
    const { container } = wrap(<AttachmentsField value={[]} />);
    expect(container.textContent).toBe('');
  });

  it('fills a name and address row of the links (a Form.List) from a public upload, with the same button', async () => {
    uploadFile.mockResolvedValueOnce({ name: 'guide.pdf', url: '/uploads/g.pdf', size: 4, type: 'application/pdf' });
    let form: FormInstance | undefined;
    function Guide() {
      const [instance] = Form.useForm();
      form = instance;
      return (
        <Form form={instance} initialValues={{ attachments: [] }}>
          <AttachmentLinks name="attachments" />
        </Form>
      );
    }
    const { container } = wrap(<Guide />);
    await choose(container, 'guide.pdf');
    await waitFor(() => expect(screen.getByDisplayValue('/uploads/g.pdf')).toBeTruthy());
    expect(screen.getByDisplayValue('guide.pdf')).toBeTruthy();
    expect(form?.getFieldValue('attachments')).toEqual([
      { name: 'guide.pdf', url: '/uploads/g.pdf', size: 4, type: 'application/pdf' },
    ]);
  });
});
