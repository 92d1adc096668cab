import { fireEvent, render, screen } from '@testing-library/react';
import { Button, Form } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { ChoiceFilter, KeywordFilter } from './FilterFields';

/** A filter form that reports what a search would send. */
function FilterForm({ searched, initial }: { searched: (values: object) => void; initial: object }) {
  return (
    <Form initialValues={initial} onFinish={searched} layout="inline">
      <KeywordFilter label="关键词" width={200} maxLength={50} data-testid="keyword" />
      <ChoiceFilter
        name="status"
        label="状态"
        placeholder="全部"
        width={120}
        options={[
          { value: 'active', label: '正常' },
          { value: 'disabled', label: '停用' },
        ]}
        data-testid="status"
      />
      <Button htmlType="submit">search</Button>
    </Form>
  );
}

describe('filter fields', () => {
  it('send the keyword and the chosen option under their names', async () => {
    const searched = vi.fn();
    render(<FilterForm searched={searched} initial={{ status: 'disabled' }} />);
    const keyword = screen.getByTestId('keyword');
    expect(keyword).toHaveAttribute('maxlength', '50');
    // allowClear wraps the input: the width is the wrapper's.
    expect(keyword.closest('.ant-input-affix-wrapper')).toHaveStyle({ width: '200px' });
    fireEvent.change(keyword, { target: { value: '张' } });
    fireEvent.click(screen.getByText('search'));
    await vi.waitFor(() => expect(searched).toHaveBeenCalledWith({ keyword: '张', status: 'disabled' }));
  });

  it('show the placeholder while nothing is chosen', () => {
    render(<FilterForm searched={vi.fn()} initial={{}} />);
    expect(screen.getByText('全部')).toBeInTheDocument();
    expect(screen.getByLabelText('状态')).toBeInTheDocument();
  });
});
