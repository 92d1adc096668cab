// Portal footer: friendly links, hotline, address, organizer, technical support, QR codes, records.
import { LINK_URL } from '@etp/contracts';
import { useTranslation } from 'react-i18next';
import { SiteImage } from '@/components/SiteImage';
import { useSite } from '@/stores/site';
import styles from './Portal.module.css';
import { provinceInEnglish } from './securityRecord';

const QR_PX = 96;

export function PortalFooter() {
  const { t, i18n } = useTranslation();
  // Chinese keeps the province abbreviation in front; English names the province after the number, or leaves it out.
  const securityLine = (province: string, code: string) => {
    if (i18n.language !== 'en-US') return t('footer.security', { province, code });
    const name = provinceInEnglish(province);
    return name ? t('footer.securityIn', { province: name, code }) : t('footer.security', { code });
  };
  const system = useSite((s) => s.system);
  return (
    <footer className={styles.footer} data-testid="portal-footer">
      <div className={styles.footerInner}>
        <div className={styles.footerText}>
          <div className={styles.links}>
            <strong>{t('footer.links')}</strong>
            {(system?.links ?? []).map((link) => (
              <a key={link.url} href={LINK_URL.test(link.url) ? link.url : undefined} target="_blank" rel="noreferrer">
                {link.name}
              </a>
            ))}
          </div>
          <p>{t('footer.hotline', { value: system?.service_hotline ?? '' })}</p>
          <p>{t('footer.address', { value: system?.contact_address ?? '' })}</p>
          <p>{t('footer.organizer', { value: system?.organizer ?? '' })}</p>
          <p>{t('footer.technology', { value: system?.technology ?? '' })}</p>
          <p>
            {system?.record_number && <span>{t('footer.record', { value: system.record_number })}</span>}{' '}
            {system?.security_code && (
              <span data-testid="security-record">{securityLine(system.security_province, system.security_code)}</span>
            )}
          </p>
        </div>
        <div className={styles.qrs}>
          <figure>
            <SiteImage src={system?.public_account_qr ?? ''} alt={t('footer.publicAccount')} size={QR_PX} />
            <figcaption>{t('footer.publicAccount')}</figcaption>
          </figure>
          <figure>
            <SiteImage src={system?.mini_program_qr ?? ''} alt={t('footer.miniProgram')} size={QR_PX} />
            <figcaption>{t('footer.miniProgram')}</figcaption>
          </figure>
        </div>
      </div>
    </footer>
  );
}
