// The captcha field: the ALTCHA widget (a checkbox that ticks itself once the browser has done the proof of work;
// ticking it by hand, with the mouse or the space bar, starts it again), why a challenge could not be had, and the
// error the server put on `captcha`. Its state comes from useCaptcha(), so the form can refresh it after a send.
// The widget's code is imported when the field first shows, so it is never part of a page's first load.
import { CAPTCHA_API } from '@etp/contracts';
import type { AltchaWidgetElement } from 'altcha/types/generic';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldNotes, RequiredMark, useFieldIds } from './Field';
import { PUBLIC_FORM_NS } from './i18n';
import styles from './PublicForm.module.css';
import type { CaptchaState } from './useCaptcha';

export interface CaptchaFieldProps {
  captcha: CaptchaState;
  error?: string | undefined;
}

/** The widget's texts a form shows (its code-challenge texts never show: the server asks for no code). */
const TEXT_KEYS = [
  'label',
  'verifying',
  'verified',
  'error',
  'expired',
  'waitAlert',
  'verificationRequired',
  'loading',
  'reload',
  'verify',
] as const;

export function CaptchaField({ captcha, error }: CaptchaFieldProps) {
  const { t, i18n } = useTranslation(PUBLIC_FORM_NS);
  const { status, failure, connection } = captcha;
  // The widget says itself that solving failed; the field adds the server's reason, or that the widget did not load.
  const note = status === 'unavailable' ? t('captchaFailed') : status === 'failed' ? failure : null;
  const { errorId, hintId, describedBy } = useFieldIds(note, error);
  const host = useRef<HTMLDivElement>(null);
  const widget = useRef<AltchaWidgetElement | null>(null);
  const module = useRef<typeof import('./altchaWidget') | null>(null);
  const language = i18n.language;
  const texts = Object.fromEntries(TEXT_KEYS.map((key) => [key, t(`widget.${key}`)]));
  const latest = useRef({ language, texts });
  latest.current = { language, texts };

  useEffect(() => {
    let cancelled = false;
    let element: AltchaWidgetElement | null = null;
    import('./altchaWidget').then(
      (altcha) => {
        if (cancelled || !host.current) return;
        module.current = altcha;
        altcha.setAltchaTexts(latest.current.language, latest.current.texts);
        const created = document.createElement('altcha-widget');
        element = created;
        created.addEventListener('statechange', (event) => {
          const { state, payload } = (event as CustomEvent<{ state: string; payload: string | null }>).detail;
          connection.onState(state, payload);
        });
        // Its methods exist once it has loaded; the form starts solving then.
        created.addEventListener('load', () => {
          void created.configure({
            challenge: CAPTCHA_API.challenge,
            fetch: () => connection.fetchChallenge(),
            language: latest.current.language,
            name: 'captcha',
            // The attribution links to altcha.org: a public form here leads nowhere outside the product.
            hideFooter: true,
            hideLogo: true,
            // Pointer and scroll traces are for ALTCHA's hosted service, which is not used.
            humanInteractionSignature: false,
          });
          widget.current = created;
          connection.attach(created);
        });
        host.current.append(created);
      },
      () => {
        if (!cancelled) connection.onLoadFailed();
      },
    );
    return () => {
      cancelled = true;
      connection.attach(null);
      widget.current = null;
      element?.remove();
    };
  }, [connection]);

  // The page's language changed: the widget reads the texts of the new one.
  useEffect(() => {
    module.current?.setAltchaTexts(language, latest.current.texts);
    void widget.current?.configure({ language });
  }, [language]);

  return (
    <fieldset
      className={styles.field}
      aria-describedby={describedBy}
      aria-invalid={error ? true : undefined}
      data-testid="captcha"
      data-state={status}
    >
      <legend className={styles.label}>
        {t('captcha')}
        <RequiredMark required />
      </legend>
      {status === 'loading' ? <div className={styles.captchaPlaceholder}>{t('captchaLoading')}</div> : null}
      <div ref={host} className={styles.captcha} />
      <FieldNotes hint={note} error={error} hintId={hintId} errorId={errorId} />
    </fieldset>
  );
}
