// /report: look up a training-completion record by certificate number; the number lives in the address.
import type { CompletionReport } from '@etp/contracts';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useReport } from '@/api/content/getReport';
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
  const number = search.get('number')?.trim() ?? '';
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
            <section data-testid="report-result">
              <h2 style={{ fontSize: 18 }}>{t('report.result')}</h2>
              <dl className={styles.facts}>
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
