// Keep-alive of the content area: screens with the flag keep their state while the user
// moves inside their section, and start afresh once the section changes.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { KeepAliveOutlet, sectionOf } from './KeepAliveOutlet';

function Screen({ name }: { name: string }) {
  return <input aria-label={name} />;
}

const makeRouter = () =>
  createMemoryRouter(
    [
      {
        element: <KeepAliveOutlet />,
        children: [
          { path: '/system/user', element: <Screen name="users" />, handle: { keepalive: true } },
          { path: '/system/role', element: <Screen name="roles" /> },
          { path: '/content/news', element: <Screen name="news" />, handle: { keepalive: true } },
        ],
      },
    ],
    { initialEntries: ['/system/user'] },
  );

describe('keep-alive outlet', () => {
  it('names the section by the first path segment', () => {
    expect(sectionOf('/system/user')).toBe('/system');
    expect(sectionOf('/system')).toBe('/system');
    expect(sectionOf('/')).toBe('/');
  });

  it('keeps a flagged screen with what was typed while moving inside the section', async () => {
    const router = makeRouter();
    render(<RouterProvider router={router} />);
    fireEvent.change(screen.getByLabelText('users'), { target: { value: '张三' } });

    await act(() => router.navigate('/system/role'));
    expect(screen.getByLabelText('roles')).toBeVisible();
    // Still mounted, only hidden.
    expect(screen.getByLabelText('users')).not.toBeVisible();
    expect(screen.getByLabelText('users')).toHaveValue('张三');

    await act(() => router.navigate('/system/user'));
    expect(screen.getByLabelText('users')).toHaveValue('张三');
    expect(screen.queryByLabelText('roles')).toBeNull();
  });

  it('does not keep a screen without the flag, and drops every kept screen when the section changes', async () => {
    const router = makeRouter();
    render(<RouterProvider router={router} />);
    fireEvent.change(screen.getByLabelText('users'), { target: { value: '张三' } });

    await act(() => router.navigate('/system/role'));
    fireEvent.change(screen.getByLabelText('roles'), { target: { value: '管理员' } });
    await act(() => router.navigate('/system/user'));
    await act(() => router.navigate('/system/role'));
    expect(screen.getByLabelText('roles')).toHaveValue('');

    await act(() => router.navigate('/content/news'));
    expect(screen.queryByLabelText('users')).toBeNull();
    await act(() => router.navigate('/system/user'));
    expect(screen.getByLabelText('users')).toHaveValue('');
  });
});
