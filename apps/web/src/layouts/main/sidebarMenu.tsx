// Turns the server menu into sidebar items: visible entries only, SPEC's per-role rules.
import {
  AccountBookOutlined,
  ApartmentOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  BellOutlined,
  BookOutlined,
  CalendarOutlined,
  CheckSquareOutlined,
  CloudDownloadOutlined,
  DashboardOutlined,
  DownloadOutlined,
  EditOutlined,
  EnvironmentOutlined,
  FileTextOutlined,
  FormOutlined,
  FundOutlined,
  GlobalOutlined,
  HomeOutlined,
  LinkOutlined,
  LoginOutlined,
  MonitorOutlined,
  NotificationOutlined,
  PlayCircleOutlined,
  ProfileOutlined,
  ProjectOutlined,
  ReadOutlined,
  ScheduleOutlined,
  SettingOutlined,
  ShopOutlined,
  SolutionOutlined,
  TeamOutlined,
  TrophyOutlined,
  UserOutlined,
  VideoCameraOutlined,
  WifiOutlined,
} from '@ant-design/icons';
import { LAYOUT_COMPONENT, type MenuItem, type Role, type SiteVariant } from '@etp/contracts';
import type { ReactNode } from 'react';
import { joinPath } from '../../app/menuRoutes';
import { menuTitle, TEACHER_HIDDEN_SECTIONS } from '../../app/menuTitles';

/**
 * Icons the server menus name (antd icon names); anything else gets the generic icon. Icons the
 * portal also uses are left out on purpose: sharing them splits a chunk into the portal's first load.
 */
export const ICONS: Record<string, ReactNode> = {
  AccountBookOutlined: <AccountBookOutlined />,
  ApartmentOutlined: <ApartmentOutlined />,
  AppstoreOutlined: <AppstoreOutlined />,
  AuditOutlined: <AuditOutlined />,
  BankOutlined: <BankOutlined />,
  BellOutlined: <BellOutlined />,
  BookOutlined: <BookOutlined />,
  CalendarOutlined: <CalendarOutlined />,
  CheckSquareOutlined: <CheckSquareOutlined />,
  CloudDownloadOutlined: <CloudDownloadOutlined />,
  DashboardOutlined: <DashboardOutlined />,
  DownloadOutlined: <DownloadOutlined />,
  EditOutlined: <EditOutlined />,
  EnvironmentOutlined: <EnvironmentOutlined />,
  FileTextOutlined: <FileTextOutlined />,
  FormOutlined: <FormOutlined />,
  FundOutlined: <FundOutlined />,
  GlobalOutlined: <GlobalOutlined />,
  HomeOutlined: <HomeOutlined />,
  LinkOutlined: <LinkOutlined />,
  LoginOutlined: <LoginOutlined />,
  MonitorOutlined: <MonitorOutlined />,
  NotificationOutlined: <NotificationOutlined />,
  PlayCircleOutlined: <PlayCircleOutlined />,
  ProfileOutlined: <ProfileOutlined />,
  ProjectOutlined: <ProjectOutlined />,
  ReadOutlined: <ReadOutlined />,
  ScheduleOutlined: <ScheduleOutlined />,
  SettingOutlined: <SettingOutlined />,
  ShopOutlined: <ShopOutlined />,
  SolutionOutlined: <SolutionOutlined />,
  TeamOutlined: <TeamOutlined />,
  TrophyOutlined: <TrophyOutlined />,
  UserOutlined: <UserOutlined />,
  VideoCameraOutlined: <VideoCameraOutlined />,
  WifiOutlined: <WifiOutlined />,
};
const iconFor = (name: string) => ICONS[name] ?? <AppstoreOutlined />;

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
  const label = menuTitle(item.title, item.component, ctx.variant, ctx.role);
  // A layout with a single visible child shows as that child (e.g. /home -> dashboard).
  if (top && item.component === LAYOUT_COMPONENT && visibleChildren.length === 1) {
    const only = visibleChildren[0]!;
    return {
      key: joinPath(path, only.path),
      label: menuTitle(only.title, only.component, ctx.variant, ctx.role),
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
