// The captcha field: the picture (tap it for a new one), the answer input, and the error the server put on
// `captcha` (or `captcha_id`). Its state comes from useCaptcha(), so the form can refresh it after a send.
import { useTranslation } from 'react-i18next';
import { FieldNotes, RequiredMark, useFieldIds } from './Field';
import { PUBLIC_FORM_NS } from './i18n';
import styles from './PublicForm.module.css';
import type { CaptchaState } from './useCaptcha';

export interface CaptchaFieldProps {
  captcha: CaptchaState;
  error?: string | undefined;
}

export function CaptchaField({ captcha, error }: CaptchaFieldProps) {
  const { t } = useTranslation(PUBLIC_FORM_NS);
  const { base, errorId, describedBy } = useFieldIds(null, error);
  const inputId = `${base}-control`;
  const { challenge, status } = captcha;
  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        {t('captcha')}
        <RequiredMark required />
      </label>
      <div className={styles.captcha}>
        <input
          id={inputId}
          name="captcha"
          className={styles.input}
          required
          autoComplete="off"
          autoCapitalize="characters"
          autoCorrect="off"
          spellCheck={false}
          maxLength={8}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy}
          value={captcha.answer}
          onChange={(event) => captcha.setAnswer(event.target.value)}
        />
        <button
          type="button"
          className={styles.captchaImage}
          onClick={captcha.refresh}
          aria-busy={status === 'loading'}
          data-testid="captcha-refresh"
        >
          {status === 'ready' && challenge ? (
            <img src={challenge.image} alt={t('captchaImage')} width={128} height={45} />
          ) : (
            <span className={styles.captchaPlaceholder} role={status === 'failed' ? 'alert' : undefined}>
              {status === 'failed' ? (captcha.failure ?? t('captchaFailed')) : t('captchaLoading')}
            </span>
          )}
          <span>{t('captchaRefresh')}</span>
        </button>
      </div>
      <FieldNotes hint={null} error={error} errorId={errorId} />
    </div>
  );
}
