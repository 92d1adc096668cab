// The public training sign-up form (phone-first, no component library): name, ID number, phone, district, education,
// training wish, optional institution, consent and the product's own captcha. It becomes a lead for the institutions
// of that district; a repeat within 30 days gets a friendly answer and no second lead. Used by /szbSignUpForm and,
// offering practical-training institutions only, by /practiceTraining.
import { EDUCATION_LEVELS, type InstitutionKind } from '@etp/contracts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSignUpOptions } from '@/api/signups/getSignUpOptions';
import { submitSignUp } from '@/api/signups/submitSignUp';
import {
  CaptchaField,
  ConsentField,
  fieldBinder,
  PublicForm,
  SelectField,
  SubmitButton,
  TextField,
  useCaptcha,
  useDraft,
  useSubmission,
} from '@/components/public-form';
import './i18n';
import styles from './SignUpResult.module.css';

const EMPTY = {
  name: '',
  id_card: '',
  phone: '',
  city: '',
  region_code: '',
  education: '',
  course_id: '',
  institution_id: '',
  consent: false,
};

interface Props {
  /** The key the unsent form is kept under in the browser. */
  draftKey: string;
  /** Only institutions of this kind are offered (the practical-training page offers its own). */
  institutionKind?: InstitutionKind;
  testId?: string;
  submitTestId?: string;
}

export function SignUpForm({
  draftKey,
  institutionKind,
  testId = 'sign-up-form',
  submitTestId = 'sign-up-submit',
}: Props) {
  const { t } = useTranslation('signUp');
  const options = useSignUpOptions();
  const draft = useDraft(draftKey, EMPTY);
  const captcha = useCaptcha();
  const submission = useSubmission();
  const { values, setField } = draft;
  const { errors } = submission;
  const { set, bind } = fieldBinder(values, setField, submission);
  // After a sign-up the form gives way to its result, at the top of the page where the person looks (issue 28: 14).
  const [result, setResult] = useState<{ duplicate: boolean; text: string } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!result) return;
    window.scrollTo({ top: 0 });
    heading.current?.focus();
  }, [result]);

  const data = options.data;
  const offered = (data?.institutions ?? []).filter((i) => !institutionKind || i.kind === institutionKind);
  // With a kind, only the districts (and their cities) that have such an institution are offered.
  const districts = useMemo(
    () =>
      (data?.areas ?? []).filter(
        (a) =>
          !institutionKind ||
          (data?.institutions ?? []).some((i) => i.kind === institutionKind && i.region_code === a.code),
      ),
    [data, institutionKind],
  );
  const cities = [...new Set(districts.map((a) => a.city))];
  const areas = districts.filter((a) => a.city === values.city);
  const institutions = offered.filter((i) => i.region_code === values.region_code);

  const send = async () => {
    const done = await submission.submit(() =>
      submitSignUp({
        name: values.name,
        id_card: values.id_card,
        phone: values.phone,
        region_code: values.region_code,
        education: values.education as (typeof EDUCATION_LEVELS)[number],
        course_id: Number(values.course_id) || 0,
        institution_id: values.institution_id ? Number(values.institution_id) : null,
        consent: values.consent as true,
        ...captcha.fields,
      }),
    );
    if (done === undefined) return captcha.refresh();
    const duplicate = done.data.duplicate;
    draft.clear();
    captcha.refresh();
    setResult({ duplicate, text: done.msg || t('done') });
  };

  if (result)
    return (
      <section className={styles.result} role="status" data-testid="sign-up-result">
        <span className={result.duplicate ? styles.iconInfo : styles.icon} aria-hidden="true">
          {result.duplicate ? 'i' : '✓'}
        </span>
        <h2 ref={heading} tabIndex={-1} className={styles.title}>
          {result.duplicate ? t('resultDuplicate') : t('resultTitle')}
        </h2>
        <p className={styles.text}>{result.text}</p>
        <p className={styles.text}>{t('resultNext')}</p>
        <div className={styles.actions}>
          <Link to="/portal" className={styles.primary} data-testid="sign-up-home">
            {t('resultHome')}
          </Link>
          <button type="button" className={styles.ghost} onClick={() => setResult(null)} data-testid="sign-up-again">
            {t('resultAgain')}
          </button>
        </div>
      </section>
    );

  return (
    <PublicForm onSubmit={send} notice={submission.notice} data-testid={testId}>
      <TextField {...bind('name')} label={t('name')} required autoComplete="name" />
      <TextField
        {...bind('phone')}
        label={t('phone')}
        type="tel"
        inputMode="tel"
        required
        hint={t('phoneHint')}
        autoComplete="tel"
      />
      <TextField
        {...bind('id_card')}
        label={t('idCard')}
        required
        hint={t('idCardHint')}
        autoComplete="off"
        maxLength={18}
      />
      <SelectField
        name="city"
        label={t('city')}
        required
        options={cities.map((c) => ({ value: c, label: c }))}
        value={values.city}
        onChange={(v) => {
          setField('city', v);
          setField('region_code', '');
          setField('institution_id', '');
        }}
      />
      <SelectField
        name="region_code"
        label={t('area')}
        required
        options={areas.map((a) => ({ value: a.code, label: a.name }))}
        value={values.region_code}
        onChange={(v) => {
          set('region_code', v);
          setField('institution_id', '');
        }}
        error={errors.region_code}
      />
      <SelectField
        {...bind('education')}
        label={t('education')}
        required
        options={EDUCATION_LEVELS.map((e) => ({ value: e, label: t(`educations.${e}`) }))}
      />
      <SelectField
        {...bind('course_id')}
        label={t('course')}
        required
        options={(data?.courses ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
      />
      <SelectField
        {...bind('institution_id')}
        label={t('institution')}
        placeholder={t('anyInstitution')}
        options={institutions.map((i) => ({ value: String(i.id), label: i.name }))}
      />
      <ConsentField checked={values.consent} onChange={(on) => setField('consent', on)} error={errors.consent} />
      <CaptchaField captcha={captcha} error={errors.captcha} />
      <SubmitButton busy={submission.busy} data-testid={submitTestId}>
        {t('submit')}
      </SubmitButton>
    </PublicForm>
  );
}
