// /report: look up a certificate by number; the number lives in the address (?number= from the form, ?no= from the
// QR code printed on the certificate). A revoked certificate says so with its day.
import type { CompletionReport } from '@etp/contracts';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useReport } from '@/api/certificates/getReport';
import { RequestError } from '@/api/http';
import { PageFrame } from '@/components/PageFrame';
import { formatDate, LinesSkeleton, LoadFailed, PORTAL_NS, portalStyles as styles } from '@/features/portal';

const FIELDS = [
  'certificate_no',
  'student_name',
  'course_name',
  'class_name',
  'institution_name',
  'region_name',
  'completed_at',
] as const satisfies readonly (keyof CompletionReport)[];

export default function ReportPage() {
  const { t } = useTranslation(PORTAL_NS);
  const [search, setSearch] = useSearchParams();
  const number = (search.get('number') ?? search.get('no'))?.trim() ?? '';
  const [text, setText] = useState(number);
  useEffect(() => setText(number), [number]);
  const inputId = useId();
  const query = useReport(number);
  const notFound = query.error instanceof RequestError && query.error.code === 404;
  return (
    <PageFrame titleKey="route.report">
      <div className={styles.article}>
        <p>{t('report.intro')}</p>
        <form
          className={styles.searchForm}
          style={{ maxWidth: 520 }}
          onSubmit={(event) => {
            event.preventDefault();
            const value = text.trim();
            if (value) setSearch({ number: value });
          }}
        >
          <label htmlFor={inputId} className="visually-hidden">
            {t('report.number')}
          </label>
          <input
            id={inputId}
            value={text}
            required
            maxLength={64}
            autoComplete="off"
            placeholder={t('report.placeholder')}
            onChange={(event) => setText(event.target.value)}
            data-testid="report-number"
          />
          <button type="submit" data-testid="report-submit">
            {t('report.submit')}
          </button>
        </form>
        <div style={{ marginTop: 24 }} aria-live="polite">
          {!number ? null : query.isPending ? (
            <LinesSkeleton rows={4} />
          ) : notFound ? (
            <p className={styles.state} data-testid="report-not-found">
              {t('report.notFound')}
            </p>
          ) : query.isError ? (
            <LoadFailed onRetry={() => void query.refetch()} />
          ) : (
            <section data-testid="report-result" data-status={query.data.status}>
              <h2 style={{ fontSize: 18 }}>{t('report.result')}</h2>
              {query.data.status === 'revoked' && (
                <p className={styles.state} role="alert" data-testid="report-revoked" style={{ color: '#a8071a' }}>
                  {t('report.revokedNote', { date: formatDate(query.data.revoked_at ?? '') })}
                </p>
              )}
              <dl className={styles.facts}>
                <div>
                  <dt>{t('report.status')}</dt>
                  <dd
                    data-testid="report-status"
                    style={{ color: query.data.status === 'revoked' ? '#a8071a' : '#237804' }}
                  >
                    {query.data.status === 'revoked'
                      ? t('report.revoked', { date: formatDate(query.data.revoked_at ?? '') })
                      : t('report.valid')}
                  </dd>
                </div>
                {FIELDS.map((field) => (
                  <div key={field}>
                    <dt>{t(`report.${field}`)}</dt>
                    <dd>{field === 'completed_at' ? formatDate(query.data[field]) : query.data[field]}</dd>
                  </div>
                ))}
              </dl>
            </section>
          )}
        </div>
      </div>
    </PageFrame>
  );
}
