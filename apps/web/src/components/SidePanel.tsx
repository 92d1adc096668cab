// Floating side panel of the portal: hotlines, scan-to-follow QR, contact popup, back-to-top.
import { MOBILE_BREAKPOINT_PX, POLICY_HOTLINE } from '@etp/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { primaryRole, useSession } from '@/stores/session';
import { useSite } from '@/stores/site';
import { BackToTop } from './BackToTop';
import { Hint } from './Hint';
import { LineIcon } from './LineIcon';
import styles from './SidePanel.module.css';
import { SiteImage } from './SiteImage';

const QR_PREVIEW_PX = 120;

export function SidePanel() {
  const { t } = useTranslation();
  // Phones start with the panel collapsed so it does not cover the page; on wider screens the portal's pages leave
  // room beside them for the open panel (--side-panel-room, PortalLayout).
  const [expanded, setExpanded] = useState(() => window.innerWidth >= MOBILE_BREAKPOINT_PX);
  const system = useSite((s) => s.system);
  const isTeacher = primaryRole(useSession((s) => s.user)) === 'teacher';
  const contact = isTeacher
    ? { title: t('sidePanel.teacherContact'), image: system?.teachimg ?? '', phone: system?.teachphone ?? '' }
    : { title: t('sidePanel.serviceContact'), image: system?.serviceimg ?? '', phone: system?.servicephone ?? '' };

  const hotlines = [
    { key: 'policy', icon: <LineIcon name="phone" />, label: t('sidePanel.policy'), value: POLICY_HOTLINE },
    {
      key: 'technical',
      icon: <LineIcon name="tool" />,
      label: t('sidePanel.technical'),
      value: system?.technical_hotline ?? '',
    },
    {
      key: 'business',
      icon: <LineIcon name="service" />,
      label: t('sidePanel.business'),
      value: system?.business_hotline ?? '',
    },
  ];

  return (
    <aside className={styles.panel} data-testid="side-panel" data-state={expanded ? 'expanded' : 'collapsed'}>
      <button
        type="button"
        className={styles.toggle}
        onClick={() => setExpanded(!expanded)}
        aria-label={expanded ? t('sidePanel.collapse') : t('sidePanel.expand')}
      >
        <LineIcon name={expanded ? 'right' : 'left'} />
      </button>
      {expanded && (
        <>
          {hotlines.map((line) => (
            <div key={line.key} className={styles.item}>
              {line.icon}
              <span className={styles.label}>{line.label}</span>
              <span className={styles.value}>{line.value}</span>
            </div>
          ))}
          <Hint
            kind="card"
            content={
              <div className={styles.popup}>
                <SiteImage src={system?.follow_qr ?? ''} alt={t('sidePanel.follow')} size={QR_PREVIEW_PX} />
                <strong>{contact.title}</strong>
                <SiteImage src={contact.image} alt={contact.title} size={QR_PREVIEW_PX} />
                <span>{contact.phone}</span>
              </div>
            }
          >
            {/* Focusable, so a tap (or Tab) opens the card where there is no hover. */}
            {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the card's trigger has nothing to do but open it */}
            <div className={styles.item} data-testid="side-panel-follow" tabIndex={0}>
              <LineIcon name="qrcode" />
              <span className={styles.label}>{t('sidePanel.follow')}</span>
            </div>
          </Hint>
        </>
      )}
      <BackToTop />
    </aside>
  );
}
