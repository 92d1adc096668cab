// The face check before and during study (lazy: import it with React.lazy, see index.ts). Opens the camera, takes
// 2-3 frames and posts them to /s/v1/face/compare, or to /s/v1/face/register when the student has no photo yet;
// shows the result and the attempts left. The server decides: onPassed is called only on its pass.
import type { FaceComparePurpose } from '@etp/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Modal, Result, Space, Typography } from 'antd';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { compareFace, registerFace, useFaceStatus } from '@/api/face/checks';
import { faceKeys } from '@/api/face/keys';
import { RequestError } from '@/api/http';
import { FaceCamera, type FaceCameraHandle } from './FaceCamera';
import './i18n';

export interface FaceCheckDialogProps {
  open: boolean;
  purpose: FaceComparePurpose;
  lessonId?: number;
  onPassed: () => void;
  onCancel: () => void;
}

type Outcome =
  | { kind: 'passed'; registered: boolean }
  | { kind: 'failed'; msg: string; remaining: number; paused: boolean }
  | { kind: 'error'; msg: string };

export default function FaceCheckDialog({ open, purpose, lessonId, onPassed, onCancel }: FaceCheckDialogProps) {
  const { t } = useTranslation('face');
  const client = useQueryClient();
  const status = useFaceStatus(open);
  const camera = useRef<FaceCameraHandle>(null);
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const onReady = useCallback((value: boolean) => setReady(value), []);
  const registering = status.data?.registered === false;
  const paused = status.data?.paused === true || (outcome?.kind === 'failed' && outcome.paused);

  const run = async () => {
    if (!camera.current) return;
    setBusy(true);
    setOutcome(null);
    try {
      const frames = await camera.current.capture(3);
      if (registering) {
        await registerFace(frames);
        setOutcome({ kind: 'passed', registered: true });
      } else {
        const result = await compareFace(frames, purpose, lessonId);
        setOutcome(
          result.passed
            ? { kind: 'passed', registered: false }
            : { kind: 'failed', msg: result.msg, remaining: result.data.remaining, paused: result.data.paused },
        );
      }
    } catch (error) {
      setOutcome({ kind: 'error', msg: error instanceof RequestError ? error.message : String(error) });
    } finally {
      setBusy(false);
      await client.invalidateQueries({ queryKey: faceKeys.status() });
    }
  };

  const title = t(registering ? 'title.register' : 'title.check');
  const passed = outcome?.kind === 'passed';
  const footer = passed ? (
    <Button type="primary" onClick={onPassed} data-testid="face-continue">
      {t('continue')}
    </Button>
  ) : (
    <Space>
      <Button onClick={onCancel}>{t('cancel')}</Button>
      {!paused && (
        <Button
          type="primary"
          loading={busy}
          disabled={!ready || status.isLoading}
          onClick={() => void run()}
          data-testid="face-start"
        >
          {t(registering ? 'registerNow' : outcome ? 'retry' : 'start')}
        </Button>
      )}
    </Space>
  );

  return (
    <Modal
      open={open}
      title={title}
      onCancel={onCancel}
      footer={footer}
      mask={{ closable: false }}
      destroyOnHidden
      width={420}
      centered
    >
      {passed ? (
        <Result status="success" title={t(outcome.registered ? 'passedRegistered' : 'passed')} />
      ) : (
        <>
          <Typography.Paragraph type="secondary">
            {t(registering ? 'intro.register' : 'intro.check')}
          </Typography.Paragraph>
          {paused ? (
            <Alert type="error" showIcon title={t('paused')} data-testid="face-paused" />
          ) : (
            open && <FaceCamera ref={camera} onReady={onReady} />
          )}
          {busy && (
            <Typography.Paragraph style={{ marginTop: 12, textAlign: 'center' }}>{t('checking')}</Typography.Paragraph>
          )}
          {outcome?.kind === 'failed' && !outcome.paused && (
            <Alert
              style={{ marginTop: 12 }}
              type="warning"
              showIcon
              data-testid="face-failed"
              title={outcome.msg}
              description={t('remaining', { count: outcome.remaining })}
            />
          )}
          {outcome?.kind === 'error' && <Alert style={{ marginTop: 12 }} type="error" showIcon title={outcome.msg} />}
        </>
      )}
    </Modal>
  );
}
