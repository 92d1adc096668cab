// Menus: the signed-in user's menu, menu administration and the components an item may name (schema-free).
import { LAYOUT_COMPONENT, PARENT_VIEW_COMPONENT, VIEW_COMPONENTS } from './views.ts';

export const MENUS_API = {
  /** The signed-in user's menu (SPEC section 2 "Menu"). */
  mine: '/o/v1/users/menu',
  list: '/a/v1/menus',
  one: '/a/v1/menus/:id',
  components: '/a/v1/menus/components',
} as const;

export const MENU_COMPONENTS = [LAYOUT_COMPONENT, PARENT_VIEW_COMPONENT, ...VIEW_COMPONENTS] as const;
