// The application's attachments: each file goes to the server as soon as it is chosen (checked there by its
// content), the list shows what was taken with a remove button; the application sends the tokens. A public page
// loads no antd, so this is a field of the public-form kit, not the back-office AttachmentsField.
import { COLLECTION_LIMITS, type CollectionAttachment } from '@etp/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadAttachment } from '@/api/collection/uploadAttachment';
import { RequestError } from '@/api/http';
import styles from '@/components/PublicPage.module.css';
import { Field } from '@/components/public-form';
import formStyles from '@/components/public-form/PublicForm.module.css';
import { COLLECTION_PORTAL_NS } from './i18n';

const kb = (size: number) =>
  size >= 1024 * 1024 ? `${(size / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(size / 1024)} KB`;

export function ApplicationFiles({
  value,
  onChange,
  error,
}: {
  value: CollectionAttachment[];
  onChange: (files: CollectionAttachment[]) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation(COLLECTION_PORTAL_NS);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();
  const full = value.length >= COLLECTION_LIMITS.attachments;

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setFailure(undefined);
    try {
      onChange([...value, await uploadAttachment(file)]);
    } catch (e) {
      if (!(e instanceof RequestError)) throw e;
      setFailure(e.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Field name="attachments" label={t('attachments')} hint={t('attachmentsHint')} error={failure ?? error}>
      {(aria) => (
        <div>
          <input
            {...aria}
            type="file"
            className={formStyles.input}
            accept=".pdf,.docx,.xlsx,.png,.jpg,.jpeg,.gif,.webp"
            disabled={busy || full}
            onChange={(event) => {
              const input = event.currentTarget;
              void choose(input.files?.[0]).finally(() => {
                input.value = '';
              });
            }}
            data-testid="collection-attachment"
          />
          {busy && <p className={styles.meta}>{t('uploading')}</p>}
          {value.length > 0 && (
            <ul className={styles.files} data-testid="collection-attachments">
              {value.map((file) => (
                <li key={file.token}>
                  <span>
                    {file.name} · {kb(file.size)}
                  </span>
                  <button
                    type="button"
                    className={styles.textButton}
                    aria-label={`${t('removeFile')} ${file.name}`}
                    onClick={() => onChange(value.filter((f) => f.token !== file.token))}
                  >
                    {t('removeFile', { name: file.name })}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </Field>
  );
}
