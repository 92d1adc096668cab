// What a route tells the shell: its title (an i18n key or the server's text) and menu flags.
export interface RouteHandle {
  /** i18n key of the title, for static routes. */
  titleKey?: string;
  /** Title text from the server menu. */
  title?: string;
  keepalive?: boolean;
  breadcrumb?: boolean;
  activeMenu?: string;
  hidden?: boolean;
}
