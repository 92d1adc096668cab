// Breadcrumb: Home, then every matched route with a title; only the last is not a link.
import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useMatches } from 'react-router';
import type { RouteHandle } from '@/app/routeHandle';
import { routeTitle } from '@/app/usePageTitle';

export function StudentBreadcrumb() {
  const { t } = useTranslation();
  const matches = useMatches().filter((m) => routeTitle(m.handle as RouteHandle | undefined, t));
  const crumbs = [
    { path: '/portal', title: t('student.home') },
    ...matches.map((m) => ({ path: m.pathname, title: routeTitle(m.handle as RouteHandle, t) })),
  ];
  return (
    <Breadcrumb
      style={{ marginBottom: 12 }}
      items={crumbs.map((crumb, i) => ({
        key: crumb.path,
        title: i === crumbs.length - 1 ? crumb.title : <Link to={crumb.path}>{crumb.title}</Link>,
      }))}
    />
  );
}
