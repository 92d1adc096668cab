// The personal-information notice and the box that accepts it: one text for every form that collects personal data.
import { PERSONAL_DATA_CONSENT } from '@etp/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldNotes, useFieldIds } from './Field';
import styles from './PublicForm.module.css';

export interface ConsentFieldProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | undefined;
  /** The body field (default `consent`, what `personalDataConsent` validates). */
  name?: string;
}

export function ConsentField({ checked, onChange, error, name = 'consent' }: ConsentFieldProps) {
  const { i18n } = useTranslation();
  const text = PERSONAL_DATA_CONSENT[i18n.language === 'en-US' ? 'en-US' : 'zh-CN'];
  const titleId = useId();
  const { errorId, describedBy } = useFieldIds(null, error);
  return (
    <div className={styles.field}>
      {/* Shown in full, not in a scrolling box: nothing to scroll, nothing hidden from a keyboard. */}
      <section className={styles.notice} aria-labelledby={titleId}>
        <h3 id={titleId}>{text.title}</h3>
        {text.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </section>
      <label className={`${styles.choice} ${styles.consent}`}>
        <input
          type="checkbox"
          name={name}
          required
          checked={checked}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>{text.agree}</span>
      </label>
      <FieldNotes hint={null} error={error} errorId={errorId} />
    </div>
  );
}
