// The face check the learning-record answer asks for (body code 301): the player is paused until a pass. The face
// side's camera dialog drops in through `renderFaceCheck` (it records the pass; `done` resumes the player); without
// it this modal explains and offers a retry, which plays again and lets the server decide.
import { Button, Modal } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './i18n';

export interface FaceGateProps {
  open: boolean;
  lessonId: number;
  message: string;
  onRetry(): void;
  /** The face helper's dialog (e.g. FaceCheckDialog with purpose study_start / study_random). */
  renderFaceCheck?: (props: { lessonId: number; done: () => void }) => ReactNode;
}

export function FaceGate({ open, lessonId, message, onRetry, renderFaceCheck }: FaceGateProps) {
  const { t } = useTranslation('learning');
  if (!open) return null;
  if (renderFaceCheck) return <>{renderFaceCheck({ lessonId, done: onRetry })}</>;
  return (
    <Modal
      open
      title={t('faceTitle')}
      closable={false}
      maskClosable={false}
      footer={
        <Button type="primary" onClick={onRetry} data-testid="face-retry">
          {t('faceRetry')}
        </Button>
      }
    >
      <p data-testid="face-gate">{message || t('faceText')}</p>
    </Modal>
  );
}
