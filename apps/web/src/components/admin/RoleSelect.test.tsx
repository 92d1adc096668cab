import type { Role } from '@etp/contracts';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { grantableRoles, RoleSelect } from './RoleSelect';

/** Holds the value like a form would. */
function Harness({ changed }: { changed: (roles: Role[]) => void }) {
  const [roles, setRoles] = useState<Role[]>(['trainer']);
  return (
    <RoleSelect
      value={roles}
      onChange={(next) => {
        changed(next);
        setRoles(next);
      }}
    />
  );
}

describe('RoleSelect', () => {
  it('numbers the chosen roles in their order, the first being the routing role', () => {
    render(<RoleSelect value={['teacher', 'admin']} />);
    expect(screen.getByTestId('role-tag-teacher')).toHaveTextContent('1. 教务老师');
    expect(screen.getByTestId('role-tag-admin')).toHaveTextContent('2. 管理员');
  });

  it('appends a newly picked role after the ones already chosen', async () => {
    const changed = vi.fn();
    const { container } = render(<Harness changed={changed} />);
    fireEvent.mouseDown(container.querySelector('.ant-select-selector') ?? container.querySelector('.ant-select')!);
    fireEvent.click(await screen.findByTitle('学员'));
    expect(changed).toHaveBeenLastCalledWith(['trainer', 'student']);
    expect(screen.getByTestId('role-tag-student')).toHaveTextContent('2. 学员');
  });

  it('lets a regional administrator grant only roles below their own', () => {
    expect(grantableRoles('admin')).toHaveLength(7);
    expect(grantableRoles('city')).toEqual(['teacher', 'trainer', 'student', 'area']);
    expect(grantableRoles('area')).toEqual(['teacher', 'trainer', 'student']);
  });
});
