// The result query (desktop and phone): by registration number, or by the leader's name and phone; answers each
// registration found with its published stages.
import type { ResultQueryAnswer } from '@etp/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryResults } from '@/api/competitions/queryResults';
import { PublicForm, SubmitButton, TextField, useSubmission } from '@/components/public-form';
import { COMPETITION_NS } from '../i18n';
import styles from './competition.module.css';

type Mode = 'number' | 'name';

export function ResultQuery() {
  const { t } = useTranslation(COMPETITION_NS);
  const [mode, setMode] = useState<Mode>('number');
  const [number, setNumber] = useState('');
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [answer, setAnswer] = useState<ResultQueryAnswer | null>(null);
  const submission = useSubmission();
  const send = async () => {
    setAnswer(null);
    const body =
      mode === 'number' ? { number: number.trim() } : { leader_name: name.trim(), leader_phone: phone.trim() };
    const found = await submission.submit(() => queryResults(body));
    if (found) setAnswer(found);
  };
  return (
    <div className={styles.stack}>
      <p className={styles.muted} style={{ margin: 0 }}>
        {t('query.intro')}
      </p>
      <div className={styles.chips}>
        {(['number', 'name'] as const).map((value) => (
          <button
            key={value}
            type="button"
            className={styles.chip}
            aria-pressed={mode === value}
            onClick={() => {
              setMode(value);
              setAnswer(null);
            }}
            data-testid={`query-mode-${value}`}
          >
            {value === 'number' ? t('query.byNumber') : t('query.byName')}
          </button>
        ))}
      </div>
      <PublicForm onSubmit={send} notice={submission.notice} data-testid="result-query-form">
        {mode === 'number' ? (
          <TextField
            name="number"
            label={t('query.number')}
            required
            autoComplete="off"
            maxLength={40}
            value={number}
            onChange={setNumber}
            error={submission.errors.number}
            data-testid="query-number"
          />
        ) : (
          <>
            <TextField
              name="leader_name"
              label={t('query.name')}
              required
              autoComplete="name"
              maxLength={30}
              value={name}
              onChange={setName}
              error={submission.errors.leader_name ?? submission.errors.number}
              data-testid="query-name"
            />
            <TextField
              name="leader_phone"
              type="tel"
              label={t('query.phone')}
              required
              autoComplete="tel"
              maxLength={13}
              value={phone}
              onChange={setPhone}
              error={submission.errors.leader_phone}
              data-testid="query-phone"
            />
          </>
        )}
        <SubmitButton busy={submission.busy} lockMs={0} data-testid="query-submit">
          {t('query.submit')}
        </SubmitButton>
      </PublicForm>
      {answer && (
        <ul className={styles.results} aria-live="polite" data-testid="query-results">
          {answer.list.map((item) => (
            <li key={item.number} className={styles.result} data-testid="query-result">
              <h3>{item.competition_name}</h3>
              <div className={styles.meta}>
                <span>
                  {t('form.number')}
                  {t('colon')}
                  {item.number}
                </span>
                <span>
                  {t('query.project')}
                  {t('colon')}
                  {item.project_name}
                </span>
                <span>{item.leader_name}</span>
                <span>
                  {t('query.track')}
                  {t('colon')}
                  {item.track_name}
                </span>
              </div>
              {item.stages.length === 0 ? (
                <p className={styles.muted}>{t('query.none')}</p>
              ) : (
                item.stages.map((stage) => (
                  <div key={stage.stage_id} className={styles.stageRow} data-testid="query-stage">
                    <strong>{t(`stage.${stage.kind}`)}</strong>
                    <span className={stage.outcome === 'advance' ? styles.advance : styles.eliminated}>
                      {t(`outcome.${stage.outcome}`)}
                    </span>
                    {stage.score !== null && (
                      <span>
                        {t('query.score')}
                        {t('colon')}
                        {stage.score}
                      </span>
                    )}
                    {stage.award && (
                      <span>
                        {t('query.award')}
                        {t('colon')}
                        {stage.award}
                      </span>
                    )}
                  </div>
                ))
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
