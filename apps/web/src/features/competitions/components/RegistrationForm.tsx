// The registration form (phone-first, no antd): a new registration, or the correction of one read back with its
// number and the leader's ID number. The server checks every field; its messages land on the fields.
import {
  BUSINESS_STAGES,
  COMPETITION_MAX_MEMBERS,
  type CompetitionAttachment,
  type CompetitionDetail,
  ENTRANT_TYPES,
  type RegistrationReceipt,
  type RegistrationView,
} from '@etp/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { correctRegistration } from '@/api/competitions/correctRegistration';
import { registerForCompetition } from '@/api/competitions/registerForCompetition';
import { uploadPlan } from '@/api/competitions/uploadPlan';
import { RequestError } from '@/api/http';
import {
  CaptchaField,
  ChoiceGroup,
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
import { COMPETITION_NS } from '../i18n';
import styles from './competition.module.css';
import { RegionField } from './RegionField';

const EMPTY = {
  entrant_type: '',
  project_name: '',
  track_id: '',
  industry: '',
  business_stage: '',
  region_code: '',
  leader_name: '',
  leader_id_card: '',
  leader_phone: '',
  video_url: '',
  consent: false,
};
type Values = typeof EMPTY;
type Member = { name: string; role: string };

interface Props {
  competition: CompetitionDetail;
  /** Correcting: the registration read back and the ID number that opened it. */
  editing?: { view: RegistrationView; idCard: string };
  onDone: (receipt: RegistrationReceipt) => void;
}

function valuesOf(editing: Props['editing']): Values | null {
  if (!editing) return null;
  const { view, idCard } = editing;
  return {
    entrant_type: view.entrant_type,
    project_name: view.project_name,
    track_id: String(view.track_id),
    industry: view.industry,
    business_stage: view.business_stage,
    region_code: view.region_code,
    leader_name: view.leader_name,
    leader_id_card: idCard,
    leader_phone: '',
    video_url: view.video_url,
    consent: false,
  };
}

export function RegistrationForm({ competition, editing, onDone }: Props) {
  const { t } = useTranslation(COMPETITION_NS);
  const draft = useDraft(`competition-${competition.id}`, EMPTY, ['leader_id_card']);
  const [edited, setEdited] = useState<Values | null>(() => valuesOf(editing));
  const values = edited ?? draft.values;
  const [members, setMembers] = useState<Member[]>(() => editing?.view.members ?? []);
  const [attachments, setAttachments] = useState<CompetitionAttachment[]>(() => editing?.view.attachments ?? []);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string>();
  const captcha = useCaptcha();
  const submission = useSubmission();
  const { set: setField, bind } = fieldBinder(
    values,
    (name, value) => (edited ? setEdited({ ...edited, [name]: value }) : draft.setField(name, value)),
    submission,
  );
  const { errors } = submission;
  const fileId = useId();

  const send = async () => {
    const body = {
      ...values,
      track_id: Number(values.track_id) || 0,
      members: members.filter((m) => m.name.trim() || m.role.trim()),
      attachments,
      ...captcha.fields,
    };
    const receipt = await submission.submit(() =>
      editing
        ? correctRegistration({ ...body, number: editing.view.number })
        : registerForCompetition(competition.id, body),
    );
    if (receipt === undefined) return captcha.refresh();
    if (!editing) draft.clear();
    onDone(receipt);
  };

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploadError(undefined);
    setUploading(true);
    try {
      const saved = await uploadPlan(file);
      setAttachments((list) => [...list, saved]);
    } catch (error) {
      if (!(error instanceof RequestError)) throw error;
      setUploadError(error.message);
    } finally {
      setUploading(false);
    }
  };
  const memberError = (i: number, field: keyof Member) => errors[`members.${i}.${field}`];

  return (
    <PublicForm onSubmit={send} notice={submission.notice} data-testid="registration-form">
      <ChoiceGroup
        {...bind('entrant_type')}
        legend={t('form.entrantType')}
        required
        options={ENTRANT_TYPES.map((value) => ({ value, label: t(`entrant.${value}`) }))}
      />
      <TextField
        {...bind('project_name')}
        label={t('form.projectName')}
        required
        maxLength={100}
        data-testid="reg-project"
      />
      <SelectField
        {...bind('track_id')}
        label={t('form.track')}
        required
        options={competition.tracks.map((track) => ({ value: String(track.id), label: track.name }))}
        data-testid="reg-track"
      />
      <TextField {...bind('industry')} label={t('form.industry')} required maxLength={50} data-testid="reg-industry" />
      <SelectField
        {...bind('business_stage')}
        label={t('form.businessStage')}
        required
        options={BUSINESS_STAGES.map((value) => ({ value, label: t(`businessStage.${value}`) }))}
        data-testid="reg-stage"
      />
      <RegionField value={values.region_code} onChange={(v) => setField('region_code', v)} error={errors.region_code} />
      <TextField
        {...bind('leader_name')}
        label={t('form.leaderName')}
        required
        autoComplete="name"
        data-testid="reg-leader"
      />
      <TextField
        {...bind('leader_id_card')}
        label={t('form.leaderIdCard')}
        hint={t('form.leaderIdCardHint')}
        required
        inputMode="text"
        autoComplete="off"
        maxLength={18}
        readOnly={Boolean(editing)}
        data-testid="reg-id"
      />
      <TextField
        {...bind('leader_phone')}
        type="tel"
        label={t('form.leaderPhone')}
        hint={editing ? t('form.phoneMasked', { phone: editing.view.leader_phone_masked }) : undefined}
        required
        autoComplete="tel"
        maxLength={13}
        data-testid="reg-phone"
      />
      <fieldset className={styles.members}>
        <legend>{t('form.members')}</legend>
        <p className={styles.muted} style={{ margin: 0, fontSize: 13 }}>
          {t('form.membersHint')}
        </p>
        {members.map((member, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own; removal re-renders all
          <div key={i} className={styles.memberRow}>
            <label>
              {t('form.memberName', { n: i + 1 })}
              <input
                value={member.name}
                maxLength={30}
                autoComplete="off"
                aria-invalid={memberError(i, 'name') ? true : undefined}
                onChange={(event) =>
                  setMembers((list) => list.map((m, j) => (j === i ? { ...m, name: event.target.value } : m)))
                }
              />
              {memberError(i, 'name') && <span className={styles.eliminated}>{memberError(i, 'name')}</span>}
            </label>
            <label>
              {t('form.memberRole', { n: i + 1 })}
              <input
                value={member.role}
                maxLength={30}
                onChange={(event) =>
                  setMembers((list) => list.map((m, j) => (j === i ? { ...m, role: event.target.value } : m)))
                }
              />
            </label>
            <button
              type="button"
              className={styles.ghost}
              aria-label={t('form.removeMember', { n: i + 1 })}
              onClick={() => setMembers((list) => list.filter((_, j) => j !== i))}
            >
              ×
            </button>
          </div>
        ))}
        {members.length < COMPETITION_MAX_MEMBERS && (
          <button
            type="button"
            className={styles.ghost}
            onClick={() => setMembers((list) => [...list, { name: '', role: '' }])}
          >
            {t('form.addMember')}
          </button>
        )}
        {errors.members && <span className={styles.eliminated}>{errors.members}</span>}
      </fieldset>
      <div className={styles.members}>
        <label htmlFor={fileId}>{t('form.plan')}</label>
        <input
          id={fileId}
          type="file"
          accept="application/pdf,.pdf"
          style={{ minHeight: 44 }}
          disabled={uploading}
          onChange={(event) => {
            void upload(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        {uploading && <span className={styles.muted}>{t('form.planUploading')}</span>}
        {(uploadError ?? errors.attachments) && (
          <span className={styles.eliminated} role="alert">
            {uploadError ?? errors.attachments}
          </span>
        )}
        {attachments.length > 0 && (
          <ul className={styles.files}>
            {attachments.map((file) => (
              <li key={file.url}>
                <a href={file.url}>{file.name}</a>
                <button
                  type="button"
                  className={styles.ghost}
                  aria-label={t('form.planRemove', { name: file.name })}
                  onClick={() => setAttachments((list) => list.filter((f) => f.url !== file.url))}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <TextField
        {...bind('video_url')}
        type="text"
        inputMode="url"
        label={t('form.video')}
        hint={t('form.videoHint')}
        maxLength={500}
      />
      <ConsentField checked={values.consent} onChange={(v) => setField('consent', v)} error={errors.consent} />
      <CaptchaField captcha={captcha} error={errors.captcha} />
      <SubmitButton busy={submission.busy} data-testid="reg-submit">
        {editing ? t('form.submitCorrection') : t('form.submit')}
      </SubmitButton>
    </PublicForm>
  );
}
