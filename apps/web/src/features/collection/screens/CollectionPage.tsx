// /collection: the startup-star online collection. A phone-first public form (captcha, consent, the server's field
// messages) that answers a receipt number, and a lookup of the review by receipt number and phone.
import {
  COLLECTION_INDUSTRIES,
  COLLECTION_KINDS,
  COLLECTION_LIMITS,
  type CollectionAttachment,
  type CollectionLookupResult,
} from '@etp/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lookupApplication } from '@/api/collection/lookupApplication';
import { submitApplication } from '@/api/collection/submitApplication';
import { usePublicRegions } from '@/api/regions/getPublicRegions';
import styles from '@/components/PublicPage.module.css';
import {
  CaptchaField,
  ChoiceGroup,
  ConsentField,
  Field,
  fieldBinder,
  PublicForm,
  SelectField,
  SubmitButton,
  TextField,
  useCaptcha,
  useDraft,
  useSubmission,
} from '@/components/public-form';
import formStyles from '@/components/public-form/PublicForm.module.css';
import { formatDateTime } from '@/utils/time';
import { ApplicationFiles } from '../public/ApplicationFiles';
import { COLLECTION_PORTAL_NS } from '../public/i18n';

const EMPTY = {
  applicant_name: '',
  phone: '',
  kind: '',
  entity_name: '',
  industry: '',
  city: '',
  district: '',
  achievements: '',
  pitch: '',
  consent: false,
};

function TextArea(props: {
  name: string;
  label: string;
  hint: string;
  max: number;
  value: string;
  onChange: (v: string) => void;
  error: string | undefined;
}) {
  return (
    <Field name={props.name} label={props.label} hint={props.hint} required error={props.error}>
      {(aria) => (
        <textarea
          {...aria}
          className={formStyles.input}
          rows={4}
          maxLength={props.max}
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
        />
      )}
    </Field>
  );
}

function ApplicationForm() {
  const { t } = useTranslation(COLLECTION_PORTAL_NS);
  const draft = useDraft('szb-collection', EMPTY);
  const captcha = useCaptcha();
  const submission = useSubmission();
  const [files, setFiles] = useState<CollectionAttachment[]>([]);
  const v = draft.values;
  const provinces = usePublicRegions(undefined);
  // A single-province platform starts at its cities.
  const province = provinces.data?.length === 1 ? provinces.data[0]!.code : '';
  const cities = usePublicRegions(province, province !== '');
  const districts = usePublicRegions(v.city, v.city !== '');
  const { set, bind } = fieldBinder(v, draft.setField, submission, (name) =>
    name === 'city' || name === 'district' ? 'region_code' : name,
  );

  const send = async () => {
    const { city, district, ...rest } = draft.values;
    const receipt = await submission.submit(() =>
      submitApplication({
        ...rest,
        kind: rest.kind as (typeof COLLECTION_KINDS)[number],
        industry: rest.industry as (typeof COLLECTION_INDUSTRIES)[number],
        region_code: district || city,
        consent: rest.consent as true,
        attachments: files.map((f) => f.token),
        ...captcha.fields,
      }),
    );
    if (receipt === undefined) return captcha.refresh();
    draft.clear();
    setFiles([]);
    captcha.refresh();
    submission.setNotice({ tone: 'success', text: t('done', { receipt: receipt.receipt_no }) });
  };
  const e = submission.errors;
  return (
    <PublicForm onSubmit={send} notice={submission.notice} aria-label={t('applyTitle')} data-testid="collection-form">
      <TextField {...bind('applicant_name')} label={t('applicantName')} required autoComplete="name" />
      <TextField {...bind('phone')} type="tel" label={t('phone')} required autoComplete="tel" />
      <ChoiceGroup
        {...bind('kind')}
        legend={t('kind')}
        required
        options={COLLECTION_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
      />
      <TextField {...bind('entity_name')} label={t('entityName')} required maxLength={COLLECTION_LIMITS.entityName} />
      <SelectField
        {...bind('industry')}
        label={t('industry')}
        required
        options={COLLECTION_INDUSTRIES.map((i) => ({ value: i, label: t(`industries.${i}`) }))}
      />
      <SelectField
        name="region_code"
        label={t('city')}
        required
        options={(cities.data ?? []).map((r) => ({ value: r.code, label: r.name }))}
        value={v.city}
        onChange={(x) => {
          set('city', x);
          draft.setField('district', '');
        }}
        error={e.region_code}
      />
      <SelectField
        name="district"
        label={t('districtOptional')}
        options={(districts.data ?? []).map((r) => ({ value: r.code, label: r.name }))}
        value={v.district}
        disabled={!v.city}
        onChange={(x) => set('district', x)}
      />
      <TextArea
        name="achievements"
        label={t('achievements')}
        hint={t('achievementsHint')}
        max={COLLECTION_LIMITS.achievements}
        value={v.achievements}
        onChange={(x) => set('achievements', x)}
        error={e.achievements}
      />
      <TextArea
        name="pitch"
        label={t('pitch')}
        hint={t('pitchHint')}
        max={COLLECTION_LIMITS.pitch}
        value={v.pitch}
        onChange={(x) => set('pitch', x)}
        error={e.pitch}
      />
      <ApplicationFiles
        value={files}
        onChange={(next) => {
          setFiles(next);
          submission.clearError('attachments');
        }}
        error={submission.errors.attachments}
      />
      <ConsentField checked={v.consent} onChange={(x) => set('consent', x)} error={e.consent} />
      <CaptchaField captcha={captcha} error={e.captcha} />
      <SubmitButton busy={submission.busy} data-testid="collection-submit">
        {t('submit')}
      </SubmitButton>
    </PublicForm>
  );
}

function LookupForm() {
  const { t } = useTranslation(COLLECTION_PORTAL_NS);
  const [receipt, setReceipt] = useState('');
  const [phone, setPhone] = useState('');
  const [found, setFound] = useState<CollectionLookupResult | null>(null);
  const submission = useSubmission();
  const send = async () => {
    setFound(null);
    const result = await submission.submit(() => lookupApplication({ receipt_no: receipt, phone }));
    if (result) setFound(result);
  };
  return (
    <PublicForm
      onSubmit={send}
      notice={submission.notice}
      aria-label={t('lookupTitle')}
      data-testid="collection-lookup"
    >
      <TextField
        name="receipt_no"
        label={t('receiptNo')}
        required
        autoComplete="off"
        value={receipt}
        onChange={setReceipt}
        error={submission.errors.receipt_no}
      />
      <TextField
        name="phone"
        type="tel"
        label={t('phone')}
        required
        value={phone}
        onChange={setPhone}
        error={submission.errors.phone}
      />
      <SubmitButton busy={submission.busy}>{t('lookup')}</SubmitButton>
      {found && (
        <div className={styles.banner} role="status" data-testid="collection-found">
          <p>
            {t('result', {
              entity: found.entity_name,
              name: found.applicant_name,
              status: t(`statuses.${found.status}`),
            })}
          </p>
          {found.review_note && <p>{t('note', { note: found.review_note })}</p>}
          <p>{t('submittedAt', { time: formatDateTime(found.submitted_at) })}</p>
        </div>
      )}
    </PublicForm>
  );
}

export default function CollectionPage() {
  const { t } = useTranslation(COLLECTION_PORTAL_NS);
  const { t: tr } = useTranslation();
  return (
    <div className={styles.page}>
      <section className={styles.card}>
        <h1 className={styles.title}>{tr('route.collection')}</h1>
        <p className={styles.intro}>{t('intro')}</p>
        <h2 className={styles.subtitle}>{t('applyTitle')}</h2>
        <ApplicationForm />
      </section>
      <section className={styles.card} style={{ marginTop: 12 }}>
        <h2 className={styles.subtitle}>{t('lookupTitle')}</h2>
        <LookupForm />
      </section>
    </div>
  );
}
