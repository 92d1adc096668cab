// The site's logo (or its mark) and title, linking to the portal: the portal's header and the student area's.
import { Link } from 'react-router';
import { siteTitle, useSite } from '@/stores/site';
import styles from './Portal.module.css';

/** `className` styles the link (the portal's brand by default). */
export function SiteBrand({ className = styles.brand }: { className?: string }) {
  const system = useSite((s) => s.system);
  return (
    <Link to="/portal" className={className}>
      {system?.logo ? (
        <img src={system.logo} alt="" className={styles.logo} />
      ) : (
        <span className={styles.logoMark}>E</span>
      )}
      <span className={styles.siteName}>{siteTitle(system)}</span>
    </Link>
  );
}
