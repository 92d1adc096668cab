// A hint beside its trigger, shown on hover and on keyboard focus (a tap focuses on phones). CSS only:
// the portal pages use it instead of antd's Tooltip and Popover, which would double their first load.
import type { ReactNode } from 'react';
import styles from './Hint.module.css';

type Props = {
  content: ReactNode;
  children: ReactNode;
  /** 'tip': a short dark label; 'card': a light panel that may hold pictures and stays open under the pointer. */
  kind?: 'tip' | 'card';
};

export function Hint({ content, children, kind = 'tip' }: Props) {
  // The triggers carry their own accessible name (aria-label or text); the bubble repeats it for the eye.
  return (
    <span className={styles.anchor}>
      {children}
      <span role="tooltip" className={`${styles.bubble} ${styles[kind]}`}>
        <span className={styles.box}>{content}</span>
      </span>
    </span>
  );
}
