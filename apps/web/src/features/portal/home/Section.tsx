// The pieces every portal-home section shares: a heading with "view more", and a list of dated titles.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../format';
import styles from '../screens/PortalPage.module.css';

export function SectionHead({ title, more }: { title: string; more: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.sectionHead}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      <Link to={more} className={styles.more}>
        {t('portal.viewMore')}
        <span className="visually-hidden">{title}</span>
      </Link>
    </div>
  );
}

interface TitleItem {
  id: number;
  title: string;
  publish_at: string | null;
}

export function TitleList({ items, detailPath, testId }: { items: TitleItem[]; detailPath: string; testId: string }) {
  return (
    <ul className={styles.titles} data-testid={testId}>
      {items.map((item) => (
        <li key={item.id}>
          <Link to={`${detailPath}?id=${item.id}`}>{item.title}</Link>
          <time dateTime={item.publish_at ?? undefined}>{formatDate(item.publish_at)}</time>
        </li>
      ))}
    </ul>
  );
}
