// A public article detail: title, facts, the cleaned rich text, attachments and previous / next.
import type { ContentAttachment } from '@etp/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RichText } from '@/components/RichText';
import { type Fact, Facts, formatDate, PORTAL_NS, portalStyles as styles } from '@/features/portal';

type Neighbour = { id: number; title: string } | null;

export interface ArticleDetailData {
  id: number;
  title: string;
  category: string;
  region_name: string;
  source: string;
  author: string;
  publish_at: string | null;
  view_count: number;
  content: string;
  attachments: ContentAttachment[];
  prev: Neighbour;
  next: Neighbour;
}

interface Props {
  item: ArticleDetailData;
  detailPath: string;
  /** Rows shown above the text (issuing body, founder, ...). */
  facts?: Fact[];
}

export function ArticleDetail({ item, detailPath, facts = [] }: Props) {
  const { t } = useTranslation(PORTAL_NS);
  return (
    <article className={styles.article} data-testid="article-detail">
      <h2 className={styles.articleTitle}>{item.title}</h2>
      <div className={`${styles.meta} ${styles.articleMeta}`}>
        {item.category && <span className={styles.tag}>{item.category}</span>}
        <time dateTime={item.publish_at ?? undefined}>{formatDate(item.publish_at)}</time>
        {item.region_name && <span>{item.region_name}</span>}
        {item.source && <span>{t('source', { value: item.source })}</span>}
        {item.author && <span>{t('author', { value: item.author })}</span>}
        <span>{t('views', { count: item.view_count })}</span>
      </div>
      <Facts facts={facts} />
      <RichText html={item.content} />
      <Attachments items={item.attachments} />
      <nav className={styles.neighbours} aria-label={`${t('prev')} / ${t('next')}`}>
        <NeighbourLink label={t('prev')} item={item.prev} detailPath={detailPath} />
        <NeighbourLink label={t('next')} item={item.next} detailPath={detailPath} />
      </nav>
    </article>
  );
}

function NeighbourLink({ label, item, detailPath }: { label: string; item: Neighbour; detailPath: string }) {
  const { t } = useTranslation(PORTAL_NS);
  return (
    <div>
      {label}
      {t('colon')}
      {item ? (
        <Link to={`${detailPath}?id=${item.id}`} data-testid={`neighbour-${label}`}>
          {item.title}
        </Link>
      ) : (
        <span>{t('noMore')}</span>
      )}
    </div>
  );
}

export function Attachments({ items }: { items: ContentAttachment[] }) {
  const { t } = useTranslation(PORTAL_NS);
  if (items.length === 0) return null;
  return (
    <section className={styles.attachments} data-testid="attachments">
      <h3>{t('attachments')}</h3>
      <ul>
        {items.map((file) => (
          <li key={file.url}>
            <a href={file.url} download={file.name} target="_blank" rel="noopener noreferrer">
              {file.name}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
