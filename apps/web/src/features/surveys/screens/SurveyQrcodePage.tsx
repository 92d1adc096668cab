// /surveyQrcode?id=: the survey's QR code (180 x 180 px) under its title, to print or download as PNG. The
// code is drawn in the browser from the survey's link; no outside service sees it.
import { QR_CODE_SIZE_PX, surveyLinkPath } from '@etp/contracts';
import QRCode from 'qrcode';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RequestError } from '@/api/http';
import { usePublicSurvey } from '@/api/surveys/getPublicSurvey';
import styles from '@/components/PublicPage.module.css';
import { idFrom } from '@/features/portal';
import { SURVEY_PORTAL_NS } from '../public/i18n';

/** A PNG of the title over the code, twice the screen size so it prints sharp. */
async function posterPng(title: string, link: string): Promise<string> {
  const scale = 2;
  const width = 360 * scale;
  const qr = QR_CODE_SIZE_PX * scale;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = (QR_CODE_SIZE_PX + 110) * scale;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no canvas');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.fillStyle = '#1f1f1f';
  ctx.textAlign = 'center';
  ctx.font = `600 ${16 * scale}px sans-serif`;
  const line = title.length > 22 ? `${title.slice(0, 21)}…` : title;
  ctx.fillText(line, width / 2, 36 * scale);
  const code = document.createElement('canvas');
  await QRCode.toCanvas(code, link, { width: qr, margin: 1 });
  ctx.drawImage(code, (width - qr) / 2, 56 * scale, qr, qr);
  return canvas.toDataURL('image/png');
}

export default function SurveyQrcodePage() {
  const { t } = useTranslation(SURVEY_PORTAL_NS);
  const [search] = useSearchParams();
  const id = idFrom(search);
  const query = usePublicSurvey(id, false, id > 0);
  const link = id ? new URL(surveyLinkPath(id), window.location.origin).toString() : '';
  const [src, setSrc] = useState('');
  useEffect(() => {
    if (!link) return;
    let alive = true;
    QRCode.toDataURL(link, { width: QR_CODE_SIZE_PX, margin: 1 }).then(
      (url) => alive && setSrc(url),
      () => alive && setSrc(''),
    );
    return () => {
      alive = false;
    };
  }, [link]);

  const download = async () => {
    const title = query.data?.title ?? '';
    const a = document.createElement('a');
    a.href = await posterPng(title, link);
    a.download = `survey-${id}-qrcode.png`;
    a.click();
  };

  let body: ReactNode;
  if (!id) body = <p className={styles.state}>{t('missingId')}</p>;
  else if (query.isPending) body = <p className={styles.state}>{t('loading')}</p>;
  else if (query.isError || !query.data) {
    const missing = query.error instanceof RequestError && query.error.code === 404;
    body = (
      <p className={styles.state} role="alert">
        {missing ? t('notFound') : t('loadFailed')}
      </p>
    );
  } else {
    const survey = query.data;
    body = (
      <div className={styles.qr}>
        <h1 className={styles.title} data-testid="survey-qr-title">
          {survey.title}
        </h1>
        <p className={styles.meta}>{t('qrHint')}</p>
        {src ? (
          <img
            className={styles.qrImage}
            src={src}
            width={QR_CODE_SIZE_PX}
            height={QR_CODE_SIZE_PX}
            alt={t('qrAlt', { title: survey.title })}
            data-testid="survey-qr"
          />
        ) : (
          <div className={styles.qrImage} />
        )}
        <a className={styles.link} href={surveyLinkPath(id)}>
          {t('openLink')}
        </a>
        <div className={styles.actions}>
          <button type="button" className={styles.button} onClick={() => window.print()}>
            {t('print')}
          </button>
          <button
            type="button"
            className={styles.ghost}
            onClick={() => void download().catch(() => undefined)}
            data-testid="survey-qr-download"
          >
            {t('download')}
          </button>
        </div>
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <section className={styles.card}>{body}</section>
    </div>
  );
}
