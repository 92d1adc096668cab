// /portalFollow: the follow-us page: public-account and mini-program QR codes, and a digest of the news.
import { QR_CODE_SIZE_PX } from '@etp/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useNewsList } from '@/api/content/getNewsList';
import { EmptyState } from '@/components/EmptyState';
import { PageFrame } from '@/components/PageFrame';
import { siteTitle, useSite } from '@/stores/site';
import styles from '../components/portal.module.css';
import { LinesSkeleton } from '../components/Skeletons';
import { formatDate } from '../format';
import { PORTAL_NS } from '../i18n';
import home from './PortalPage.module.css';

const DIGEST_SIZE = 8;

export default function PortalFollowPage() {
  const { t } = useTranslation(PORTAL_NS);
  const system = useSite((s) => s.system);
  const news = useNewsList({ page: 1, size: DIGEST_SIZE });
  const codes = [
    { key: 'public', label: t('follow.publicAccount'), src: system?.public_account_qr ?? '' },
    { key: 'mini', label: t('follow.miniProgram'), src: system?.mini_program_qr ?? '' },
  ];
  return (
    <PageFrame titleKey="route.portalFollow">
      <p style={{ textAlign: 'center', color: '#595959' }}>
        {t('follow.intro', { name: system?.wechat_name || siteTitle(system) })}
      </p>
      <div className={home.qrRow} data-testid="follow-qr">
        {codes.map((code) => (
          <figure key={code.key} className={home.qr}>
            {code.src ? (
              <img src={code.src} alt={code.label} width={QR_CODE_SIZE_PX} height={QR_CODE_SIZE_PX} />
            ) : (
              <div className={home.qrMissing} style={{ width: QR_CODE_SIZE_PX, height: QR_CODE_SIZE_PX }} />
            )}
            <figcaption>{code.label}</figcaption>
          </figure>
        ))}
      </div>
      <section style={{ marginTop: 32 }}>
        <h2 className={home.sectionTitle}>{t('follow.digest')}</h2>
        {news.isPending ? (
          <LinesSkeleton rows={6} />
        ) : !news.data?.list.length ? (
          <EmptyState text={t('emptyList')} />
        ) : (
          <ul className={home.titles}>
            {news.data.list.map((item) => (
              <li key={item.id}>
                <Link to={`/newsDetail?id=${item.id}`}>{item.title}</Link>
                <time dateTime={item.publish_at ?? undefined}>{formatDate(item.publish_at)}</time>
              </li>
            ))}
          </ul>
        )}
        <p className={styles.meta}>
          <Link to="/newsList">{t('translation:portal.viewMore')}</Link>
        </p>
      </section>
    </PageFrame>
  );
}
