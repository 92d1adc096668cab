// /faceRecognition (public, phone-first): a student names themself (name + ID number of their enrolment), then
// verifies with the camera; the server matches and records the check (purpose 'public'). Plain markup, no antd.
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { publicVerifyFace } from '@/api/face/checks';
import { identifyForFace } from '@/api/face/staff';
import { RequestError } from '@/api/http';
import { PageFrame } from '@/components/PageFrame';
import { FaceCamera, type FaceCameraHandle } from '../FaceCamera';
import styles from '../FaceRecognition.module.css';
import '../i18n';

type Step = { kind: 'identify' } | { kind: 'camera'; ticket: string; name: string } | { kind: 'done'; name: string };

const messageOf = (error: unknown) => (error instanceof RequestError ? error.message : String(error));

export default function FaceRecognitionPage() {
  const { t } = useTranslation('face');
  const [step, setStep] = useState<Step>({ kind: 'identify' });
  const [name, setName] = useState('');
  const [idCard, setIdCard] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [ready, setReady] = useState(false);
  const camera = useRef<FaceCameraHandle>(null);
  const onReady = useCallback((value: boolean) => setReady(value), []);

  const restart = () => {
    setStep({ kind: 'identify' });
    setMessage(null);
  };

  const identify = async () => {
    setBusy(true);
    setMessage(null);
    try {
      const { data } = await identifyForFace({ name: name.trim(), id_card: idCard.trim() });
      if (!data.registered) setMessage(t('page.notRegistered'));
      else setStep({ kind: 'camera', ticket: data.ticket, name: data.name });
    } catch (error) {
      setMessage(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  const verify = async (ticket: string, who: string) => {
    if (!camera.current) return;
    setBusy(true);
    setMessage(null);
    try {
      const result = await publicVerifyFace(await camera.current.capture(3), ticket);
      if (result.passed) setStep({ kind: 'done', name: who });
      else if (result.data.remaining === 0) {
        setStep({ kind: 'identify' });
        setMessage(result.msg);
      } else setMessage(`${result.msg}`);
    } catch (error) {
      setMessage(messageOf(error));
      if (error instanceof RequestError && error.code === 400) setStep({ kind: 'identify' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageFrame titleKey="route.faceRecognition">
      <div data-testid="face-recognition">
        <h2 style={{ fontSize: 18, textAlign: 'center' }}>{t('page.heading')}</h2>
        {step.kind === 'identify' && (
          <form
            className={styles.form}
            onSubmit={(event) => {
              event.preventDefault();
              void identify();
            }}
          >
            <p style={{ margin: 0, color: '#595959' }}>{t('page.hint')}</p>
            <label>
              {t('page.name')}
              <input
                value={name}
                required
                maxLength={50}
                autoComplete="name"
                onChange={(e) => setName(e.target.value)}
                data-testid="face-name"
              />
            </label>
            <label>
              {t('page.idCard')}
              <input
                value={idCard}
                required
                maxLength={18}
                autoComplete="off"
                inputMode="text"
                onChange={(e) => setIdCard(e.target.value)}
                data-testid="face-id-card"
              />
            </label>
            <button type="submit" className={styles.button} disabled={busy} data-testid="face-identify">
              {t('page.next')}
            </button>
          </form>
        )}
        {step.kind === 'camera' && (
          <div className={styles.steps}>
            <p style={{ margin: 0 }}>{t('intro.check')}</p>
            <FaceCamera ref={camera} onReady={onReady} />
            <button
              type="button"
              className={styles.button}
              disabled={busy || !ready}
              onClick={() => void verify(step.ticket, step.name)}
              data-testid="face-verify"
            >
              {busy ? t('checking') : t('start')}
            </button>
            <button type="button" className={styles.link} onClick={restart}>
              {t('page.again')}
            </button>
          </div>
        )}
        {step.kind === 'done' && (
          <div className={styles.steps} data-testid="face-passed">
            <p className={styles.success}>{t('page.success', { name: step.name })}</p>
            <p style={{ margin: 0 }}>{t('page.successHint')}</p>
            <button type="button" className={styles.link} onClick={restart}>
              {t('page.again')}
            </button>
          </div>
        )}
        <div aria-live="polite" className={styles.steps} style={{ marginTop: 12 }}>
          {message && (
            <p className={styles.error} data-testid="face-message">
              {message}
            </p>
          )}
        </div>
      </div>
    </PageFrame>
  );
}
