// Registering for one competition, or correcting a registration (read back with its number and the leader's ID
// number first); after a send the receipt shows the registration number.
import type { CompetitionDetail, RegistrationReceipt, RegistrationView } from '@etp/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lookupRegistration } from '@/api/competitions/lookupRegistration';
import { CaptchaField, PublicForm, SubmitButton, TextField, useCaptcha, useSubmission } from '@/components/public-form';
import { COMPETITION_NS } from '../i18n';
import { registrationDates } from './CompetitionList';
import styles from './competition.module.css';
import { RegistrationForm } from './RegistrationForm';

function Receipt({ receipt, corrected }: { receipt: RegistrationReceipt; corrected: boolean }) {
  const { t } = useTranslation(COMPETITION_NS);
  return (
    <div className={styles.receipt} role="status" data-testid="registration-receipt">
      <p style={{ margin: '0 0 6px' }}>
        {corrected
          ? t('form.corrected', { number: receipt.number })
          : t('form.done', { number: receipt.number, date: receipt.correctable_until })}
      </p>
      <p style={{ margin: 0 }}>
        {t('form.number')}
        {t('colon')}
        <span className={styles.number} data-testid="registration-number">
          {receipt.number}
        </span>
      </p>
    </div>
  );
}

export function RegisterPanel({ competition }: { competition: CompetitionDetail }) {
  const { t } = useTranslation(COMPETITION_NS);
  const [receipt, setReceipt] = useState<RegistrationReceipt | null>(null);
  const registration = registrationDates(competition);
  if (receipt) return <Receipt receipt={receipt} corrected={false} />;
  if (!competition.registration_open) {
    return (
      <p className={styles.muted} data-testid="registration-closed">
        {t('registrationClosed', { from: registration?.starts_on ?? '', to: registration?.ends_on ?? '' })}
      </p>
    );
  }
  return (
    <div className={styles.stack}>
      {registration && <p className={styles.muted}>{t('registrationUntil', { date: registration.ends_on })}</p>}
      <RegistrationForm competition={competition} onDone={setReceipt} />
    </div>
  );
}

export function CorrectPanel({ competition }: { competition: CompetitionDetail }) {
  const { t } = useTranslation(COMPETITION_NS);
  const [number, setNumber] = useState('');
  const [idCard, setIdCard] = useState('');
  const [view, setView] = useState<RegistrationView | null>(null);
  const [receipt, setReceipt] = useState<RegistrationReceipt | null>(null);
  const captcha = useCaptcha();
  const submission = useSubmission();
  if (receipt) return <Receipt receipt={receipt} corrected />;
  if (view) {
    if (!view.correctable) return <p className={styles.muted}>{t('form.notCorrectable')}</p>;
    return (
      <RegistrationForm competition={competition} editing={{ view, idCard }} onDone={setReceipt} key={view.number} />
    );
  }
  const send = async () => {
    const found = await submission.submit(() =>
      lookupRegistration({ number: number.trim(), leader_id_card: idCard.trim(), ...captcha.fields }),
    );
    if (found === undefined) return captcha.refresh();
    setView(found);
  };
  return (
    <PublicForm onSubmit={send} notice={submission.notice} aria-label={t('form.lookup')} data-testid="lookup-form">
      <p className={styles.muted} style={{ margin: 0 }}>
        {t('form.lookupIntro')}
      </p>
      <TextField
        name="number"
        label={t('form.number')}
        required
        autoComplete="off"
        maxLength={40}
        value={number}
        onChange={setNumber}
        error={submission.errors.number}
        data-testid="lookup-number"
      />
      <TextField
        name="leader_id_card"
        label={t('form.leaderIdCard')}
        required
        inputMode="text"
        autoComplete="off"
        maxLength={18}
        value={idCard}
        onChange={setIdCard}
        error={submission.errors.leader_id_card}
        data-testid="lookup-id"
      />
      <CaptchaField captcha={captcha} error={submission.errors.captcha} />
      <SubmitButton busy={submission.busy} data-testid="lookup-submit">
        {t('form.lookup')}
      </SubmitButton>
    </PublicForm>
  );
}
