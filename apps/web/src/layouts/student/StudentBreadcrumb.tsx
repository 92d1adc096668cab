// Breadcrumb: Home, then every matched route with a title; only the last is not a link. Plain elements with antd's
// look (the student layout loads no antd, issue 33).
import { useTranslation } from 'react-i18next';
import { Link, useMatches } from 'react-router';
import type { RouteHandle } from '@/app/routeHandle';
import { routeTitle } from '@/app/usePageTitle';
import styles from './StudentLayout.module.css';

export function StudentBreadcrumb() {
  const { t } = useTranslation();
  const matches = useMatches().filter((m) => routeTitle(m.handle as RouteHandle | undefined, t));
  const crumbs = [
    { path: '/portal', title: t('student.home') },
    ...matches.map((m) => ({ path: m.pathname, title: routeTitle(m.handle as RouteHandle, t) })),
  ];
  return (
    <nav className={styles.breadcrumb}>
      <ol>
        {crumbs.map((crumb, i) => {
          const last = i === crumbs.length - 1;
          return [
            <li key={crumb.path} className={last ? styles.crumbLast : undefined}>
              <span>{last ? crumb.title : <Link to={crumb.path}>{crumb.title}</Link>}</span>
            </li>,
            last ? null : (
              <li key={`${crumb.path}/`} className={styles.separator} aria-hidden="true">
                /
              </li>
            ),
          ];
        })}
      </ol>
    </nav>
  );
}
