import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSession } from '@/stores/session';
import { HasPermission, HasRole } from './Access';
import { can, hasRole, NEED_PERMISSIONS_ERROR, NEED_ROLES_ERROR } from './access';

describe('access helpers', () => {
  it('throws "need roles" for an empty role list', () => {
    expect(() => hasRole(['admin'], [])).toThrow(NEED_ROLES_ERROR);
    expect(NEED_ROLES_ERROR).toContain('need roles');
  });
  it('throws the operation-permission-tag error for an empty permission list', () => {
    expect(() => can(['a'], [])).toThrow(NEED_PERMISSIONS_ERROR);
  });
  it('grants everything to the wildcard', () => {
    expect(can(['*:*:*'], ['system:user:add'])).toBe(true);
  });
  it('lets a trailing * cover the rest, as the server does', () => {
    expect(can(['system:user:*'], ['system:user:add'])).toBe(true);
    expect(can(['system:user:*'], ['system:role:add'])).toBe(false);
  });

  it('grants a matching permission and refuses others', () => {
    expect(can(['navbar:top:home'], ['navbar:top:home'])).toBe(true);
    expect(can(['navbar:top:home'], ['navbar:top:game'])).toBe(false);
  });
  it('removes children when the user has none of the roles', () => {
    useSession.setState({ user: { roles: ['teacher'], permissions: ['navbar:top:home'] } as never });
    render(
      <>
        <HasRole roles={['admin']}>
          <span>admin-only</span>
        </HasRole>
        <HasRole roles={['teacher', 'trainer']}>
          <span>teaching</span>
        </HasRole>
        <HasPermission permissions={['navbar:top:home']}>
          <span>home-link</span>
        </HasPermission>
        <HasPermission permissions={['navbar:top:game']}>
          <span>game-link</span>
        </HasPermission>
      </>,
    );
    expect(screen.queryByText('admin-only')).toBeNull();
    expect(screen.getByText('teaching')).toBeInTheDocument();
    expect(screen.getByText('home-link')).toBeInTheDocument();
    expect(screen.queryByText('game-link')).toBeNull();
  });
});
