// What other features use of menus: the menu tree's helpers (the role drawer ticks menus in it).
export { checkedLeaves, toTreeData } from './menuTree';
