// One row of a public article list: a real link (opens in a new tab on middle click), summary and facts.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, PORTAL_NS, portalStyles as styles } from '@/features/portal';

export interface ArticleLike {
  id: number;
  title: string;
  summary: string;
  cover: string;
  category: string;
  region_code: string | null;
  region_name: string;
  publish_at: string | null;
  pinned: boolean;
  view_count: number;
}

interface Props {
  item: ArticleLike;
  href: string;
  /** Links to the same list filtered by the item's region. */
  regionHref?: string;
  extra?: ReactNode;
}

export function ArticleItem({ item, href, regionHref, extra }: Props) {
  const { t } = useTranslation(PORTAL_NS);
  return (
    <li className={styles.item} data-testid="list-item">
      {item.cover && <img className={styles.thumb} src={item.cover} alt="" loading="lazy" decoding="async" />}
      <div className={styles.itemBody}>
        <h2 className={styles.itemTitle}>
          {item.pinned && <span className={`${styles.tag} ${styles.pinned}`}>{t('pinned')}</span>}{' '}
          <Link to={href}>{item.title}</Link>
        </h2>
        {item.summary && <p className={styles.summary}>{item.summary}</p>}
        <div className={styles.meta}>
          {item.category && <span className={styles.tag}>{item.category}</span>}
          {extra}
          <time dateTime={item.publish_at ?? undefined}>{formatDate(item.publish_at)}</time>
          {item.region_name &&
            (regionHref && item.region_code ? (
              <Link to={regionHref}>{item.region_name}</Link>
            ) : (
              <span>{item.region_name}</span>
            ))}
          <span>{t('views', { count: item.view_count })}</span>
        </div>
      </div>
    </li>
  );
}
