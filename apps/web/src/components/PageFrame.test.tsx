import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageFrame } from './PageFrame';

describe('PageFrame', () => {
  it('says there is nothing yet only when it has no content and is not loading', () => {
    const { unmount } = render(<PageFrame titleKey="route.study" />);
    expect(screen.getByText('内容整理中，敬请期待')).toBeTruthy();
    expect(screen.queryByTestId('page-loading')).toBeNull();
    unmount();
    render(<PageFrame titleKey="route.study" loading />);
    expect(screen.getByRole('status', { name: '加载中…' })).toBeTruthy();
    expect(screen.queryByText('内容整理中，敬请期待')).toBeNull();
  });
});
