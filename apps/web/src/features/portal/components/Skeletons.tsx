// Placeholders in the shape of what is loading (plain markup: cheap enough for the portal home).
import styles from './Skeletons.module.css';

const bar = (width: string, height = 14) => ({ width, height, marginBottom: 10 });

export function ListSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <div aria-busy="true" data-testid="list-skeleton">
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <div key={i} className={styles.item}>
          <span className={`${styles.skeleton} ${styles.thumb}`} />
          <div className={styles.body}>
            <span className={styles.skeleton} style={bar('70%', 18)} />
            <span className={styles.skeleton} style={bar('100%')} />
            <span className={styles.skeleton} style={bar('40%')} />
          </div>
        </div>
      ))}
    </div>
  );
}

export function DetailSkeleton() {
  return (
    <div className={styles.article} aria-busy="true" data-testid="detail-skeleton">
      <span className={styles.skeleton} style={{ ...bar('60%', 26), margin: '0 auto 16px' }} />
      <span className={styles.skeleton} style={{ ...bar('40%'), margin: '0 auto 28px' }} />
      {Array.from({ length: 6 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <span key={i} className={styles.skeleton} style={bar(i === 5 ? '50%' : '100%')} />
      ))}
    </div>
  );
}

export function LinesSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <div aria-busy="true">
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <span key={i} className={styles.skeleton} style={bar(`${90 - (i % 3) * 15}%`, 16)} />
      ))}
    </div>
  );
}
