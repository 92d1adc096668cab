// Turns the server menu into sidebar items: visible entries only, the per-role rules.
import { LAYOUT_COMPONENT, type MenuItem, type Role, type SiteVariant } from '@etp/contracts';
import type { ReactNode } from 'react';
import { joinPath } from '@/app/menuRoutes';
import { menuTitle, TEACHER_HIDDEN_SECTIONS } from '@/app/menuTitles';
import { iconFor } from '@/components/menuIcons';

export interface SidebarItem {
  key: string;
  label: string;
  icon?: ReactNode;
  children?: SidebarItem[];
}

interface Context {
  role?: Role;
  variant?: SiteVariant;
}

const isVisible = (item: MenuItem) => item.visible === '0';

function toItem(item: MenuItem, parentPath: string, ctx: Context, top: boolean): SidebarItem {
  const path = joinPath(parentPath, item.path);
  const visibleChildren = item.children.filter(isVisible);
  const label = menuTitle(item, ctx.variant, ctx.role);
  // A layout with a single visible child shows as that child (e.g. /home -> dashboard).
  if (top && item.component === LAYOUT_COMPONENT && visibleChildren.length === 1) {
    const only = visibleChildren[0]!;
    return {
      key: joinPath(path, only.path),
      label: menuTitle(only, ctx.variant, ctx.role),
      icon: iconFor(only.icon || item.icon),
    };
  }
  if (visibleChildren.length > 0) {
    return {
      key: path,
      label,
      icon: iconFor(item.icon),
      children: visibleChildren.map((child) => toItem(child, path, ctx, false)),
    };
  }
  return { key: path, label, icon: item.icon || top ? iconFor(item.icon) : undefined };
}

export function sidebarItems(menu: MenuItem[], ctx: Context): SidebarItem[] {
  return menu
    .filter(isVisible)
    .filter((item) => !(ctx.role === 'teacher' && (TEACHER_HIDDEN_SECTIONS as readonly string[]).includes(item.path)))
    .map((item) => toItem(item, '', ctx, true));
}
