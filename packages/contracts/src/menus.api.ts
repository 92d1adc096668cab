// Menus: the signed-in user's menu, menu administration and the components an item may name (schema-free).
import { LAYOUT_COMPONENT, PARENT_VIEW_COMPONENT, VIEW_COMPONENTS } from './views.ts';

export const MENUS_API = {
  /** The signed-in user's menu. */
  mine: '/o/v1/users/menu',
  list: '/a/v1/menus',
  one: '/a/v1/menus/:id',
  components: '/a/v1/menus/components',
} as const;

/**
 * What a menu item's `component` may be. Built in a pure call: the bundler keeps a bare spread as a possible
 * side effect, and this module is in the browser's entry (MENUS_API.mine).
 */
export const MENU_COMPONENTS = /* @__PURE__ */ (() =>
  [LAYOUT_COMPONENT, PARENT_VIEW_COMPONENT, ...VIEW_COMPONENTS] as const)();
