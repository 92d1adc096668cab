// Labelled facts above a detail's text (issuing body, founder, contact, ...); facts without a value are left out.
import type { ReactNode } from 'react';
import styles from './portal.module.css';

export interface Fact {
  label: string;
  value: ReactNode;
}

export function Facts({ facts }: { facts: Fact[] }) {
  const shown = facts.filter((fact) => fact.value);
  if (shown.length === 0) return null;
  return (
    <dl className={styles.facts}>
      {shown.map((fact) => (
        <div key={fact.label}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
