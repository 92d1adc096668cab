// Ordered role picker: roles keep the order they were chosen in; the first is the routing role.
import { ROLES, type Role } from '@etp/contracts';
import { Select, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import './i18n';

const RANK: Record<Role, number> = { admin: 100, province: 30, city: 20, area: 10, teacher: 0, trainer: 0, student: 0 };

/** Roles an actor may grant: admin every role, anybody else only roles below their own (the server decides). */
export function grantableRoles(actor: Role | undefined): Role[] {
  if (actor === 'admin') return [...ROLES];
  const rank = actor ? RANK[actor] : -1;
  return ROLES.filter((role) => RANK[role] < rank);
}

interface Props {
  value?: Role[];
  onChange?: (roles: Role[]) => void;
  actor?: Role;
  id?: string;
}

export function RoleSelect({ value = [], onChange, actor = 'admin', id }: Props) {
  const { t } = useTranslation();
  const { t: ta } = useTranslation('admin');
  const allowed = grantableRoles(actor);
  return (
    <Select<Role[]>
      id={id}
      mode="multiple"
      value={value}
      // antd appends a newly picked value, so the array keeps the picking order.
      onChange={(roles) => onChange?.(roles)}
      placeholder={ta('selectPlaceholder')}
      options={ROLES.map((role) => ({ value: role, label: t(`role.${role}`), disabled: !allowed.includes(role) }))}
      tagRender={({ value: role, label, closable, onClose }) => {
        const index = value.indexOf(role as Role);
        const tag = (
          <Tag
            color={index === 0 ? 'blue' : undefined}
            closable={closable}
            onClose={onClose}
            onMouseDown={(event) => event.preventDefault()}
            style={{ marginInlineEnd: 4 }}
            data-testid={`role-tag-${String(role)}`}
          >
            {index + 1}. {label}
          </Tag>
        );
        return index === 0 ? <Tooltip title={ta('firstRole')}>{tag}</Tooltip> : tag;
      }}
    />
  );
}
