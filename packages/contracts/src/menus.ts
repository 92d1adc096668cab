// Menus: the items a signed-in user gets and menu administration.
import { z } from 'zod';
import { boundedText, entityId } from './common.ts';
import { MENU_COMPONENTS } from './menus.api.ts';
import { permissionString } from './roles.ts';
import { SAME_SITE_PATH } from './text-rules.ts';

export interface MenuItem {
  path: string;
  component: string;
  title: string;
  /** The English title; empty when there is none (the Chinese one shows). */
  title_en: string;
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
    title_en: z.string(),
    icon: z.string(),
    visible: z.enum(['0', '1']),
    keepalive: z.boolean(),
    breadcrumb: z.boolean(),
    active_menu: z.string(),
    children: z.array(menuItem),
  }),
);

// Administration ---------------------------------------------------------------------------------

export const menuComponent = z.enum(MENU_COMPONENTS, { error: 'admin.menu_component_invalid' });

export interface AdminMenu {
  id: number;
  parent_id: number | null;
  path: string;
  component: string;
  title: string;
  title_en: string;
  icon: string;
  visible: '0' | '1';
  keepalive: boolean;
  breadcrumb: boolean;
  active_menu: string;
  permission: string;
  order_num: number;
  roles: string[];
  children: AdminMenu[];
}
export const adminMenu: z.ZodType<AdminMenu> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    parent_id: z.number().int().nullable(),
    path: z.string(),
    component: z.string(),
    title: z.string(),
    title_en: z.string(),
    icon: z.string(),
    visible: z.enum(['0', '1']),
    keepalive: z.boolean(),
    breadcrumb: z.boolean(),
    active_menu: z.string(),
    permission: z.string(),
    order_num: z.number().int(),
    roles: z.array(z.string()),
    children: z.array(adminMenu),
  }),
);

/** A menu as the editor saves it (POST and PUT send every field). */
export const menuInput = z
  .object({
    parent_id: entityId.nullable().default(null),
    path: z
      .string({ error: 'admin.menu_path_invalid' })
      .trim()
      .max(200, { error: 'validation.too_long' })
      .regex(/^[\w\-/:.]*$/, { error: 'admin.menu_path_invalid' }),
    component: menuComponent,
    title: boundedText(50, 'admin.menu_title_required'),
    title_en: boundedText(100).default(''),
    icon: z
      .string()
      .trim()
      .max(64, { error: 'validation.too_long' })
      .regex(/^[A-Za-z0-9]*$/, { error: 'admin.menu_icon_invalid' })
      .default(''),
    visible: z.enum(['0', '1'], { error: 'admin.menu_visible_invalid' }).default('0'),
    keepalive: z.boolean().default(false),
    breadcrumb: z.boolean().default(true),
    active_menu: z
      .string()
      .trim()
      .max(200, { error: 'validation.too_long' })
      // A path of this site (SAME_SITE_PATH): never `//host`.
      .regex(/^(\/(?!\/)[\w\-/:.]*)?$/, { error: 'admin.menu_active_invalid' })
      .default(''),
    permission: permissionString.or(z.literal('')).default(''),
    order_num: z.number().int().min(0).max(100_000).default(0),
  })
  .superRefine((menu, ctx) => {
    // Top-level items are absolute routes; children are relative to their parent.
    // An absolute route is a path of this site: `//host` would leave it (SAME_SITE_PATH).
    if (menu.parent_id === null && !SAME_SITE_PATH.test(menu.path)) {
      ctx.addIssue({ code: 'custom', path: ['path'], message: 'admin.menu_path_absolute' });
    }
    if (menu.parent_id !== null && menu.path.startsWith('/')) {
      ctx.addIssue({ code: 'custom', path: ['path'], message: 'admin.menu_path_relative' });
    }
  });
export type MenuInput = z.infer<typeof menuInput>;
