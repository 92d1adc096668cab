// Server-provided menu items (SPEC section 2 "Menu").
import { z } from 'zod';

export interface MenuItem {
  path: string;
  component: string;
  title: string;
  icon: string;
  /** '0' shows the item, '1' hides it (RuoYi convention). */
  visible: '0' | '1';
  keepalive: boolean;
  breadcrumb: boolean;
  active_menu: string;
  children: MenuItem[];
}

export const menuItem: z.ZodType<MenuItem> = z.lazy(() =>
  z.object({
    path: z.string(),
    component: z.string(),
    title: z.string(),
    icon: z.string(),
    visible: z.enum(['0', '1']),
    keepalive: z.boolean(),
    breadcrumb: z.boolean(),
    active_menu: z.string(),
    children: z.array(menuItem),
  }),
);
