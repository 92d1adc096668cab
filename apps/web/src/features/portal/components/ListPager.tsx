// Server paging for the public lists as plain links (?page=n): they can be opened in a new tab, and the
// list pages need no antd (which would split the portal's shared chunks and grow its first load).
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { nextSearch } from '../hooks/listParams';
import { PORTAL_NS } from '../i18n';
import styles from './portal.module.css';

/** Page numbers to show: the first, the last, and two either side of the current; 0 marks a gap. */
export function pageItems(page: number, pageCount: number): number[] {
  const items: number[] = [];
  for (let n = 1; n <= pageCount; n++) {
    if (n === 1 || n === pageCount || Math.abs(n - page) <= 2) items.push(n);
    else if (items[items.length - 1] !== 0) items.push(0);
  }
  return items;
}

interface Props {
  page: number;
  size: number;
  total: number;
}

export function ListPager({ page, size, total }: Props) {
  const { t } = useTranslation(PORTAL_NS);
  const { pathname, search } = useLocation();
  const pageCount = Math.ceil(total / size);
  if (pageCount <= 1) return null;
  const href = (n: number) => {
    const query = nextSearch(new URLSearchParams(search), { page: n }).toString();
    return query ? `${pathname}?${query}` : pathname;
  };
  return (
    <nav className={styles.pager} aria-label={t('pages')} data-testid="list-pager">
      {page > 1 && (
        <Link to={href(page - 1)} className={styles.pageLink} rel="prev">
          {t('prevPage')}
        </Link>
      )}
      {pageItems(page, pageCount).map((n, i) =>
        n === 0 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity
          <span key={`gap-${i}`} className={styles.pageGap}>
            …
          </span>
        ) : (
          <Link
            key={n}
            to={href(n)}
            className={styles.pageLink}
            aria-current={n === page ? 'page' : undefined}
            aria-label={t('pageN', { n })}
          >
            {n}
          </Link>
        ),
      )}
      {page < pageCount && (
        <Link to={href(page + 1)} className={styles.pageLink} rel="next">
          {t('nextPage')}
        </Link>
      )}
    </nav>
  );
}
