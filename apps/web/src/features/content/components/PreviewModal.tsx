// Preview: the text as the portal will show it (the same RichText), before or after saving.
import type { ContentAttachment } from '@etp/contracts';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { RichText } from '@/components/RichText';
import { CONTENT_NS } from '../i18n';

export interface PreviewData {
  title: string;
  meta?: string;
  cover?: string;
  content: string;
  attachments?: ContentAttachment[];
}

export function PreviewModal({ data, onClose }: { data: PreviewData | null; onClose: () => void }) {
  const { t } = useTranslation(CONTENT_NS);
  return (
    <Modal
      open={data !== null}
      onCancel={onClose}
      footer={null}
      width={920}
      title={t('preview')}
      destroyOnHidden
      data-testid="preview-modal"
    >
      {data && (
        <article style={{ maxWidth: 820, margin: '0 auto' }} data-testid="preview-body">
          <h2 style={{ textAlign: 'center', fontSize: 22 }}>{data.title}</h2>
          {data.meta && <p style={{ textAlign: 'center', color: '#595959' }}>{data.meta}</p>}
          {data.cover && <img src={data.cover} alt="" style={{ maxWidth: '100%', borderRadius: 6 }} />}
          <RichText html={data.content} testId="preview-rich-text" />
          {data.attachments && data.attachments.length > 0 && (
            <ul>
              {data.attachments.map((file) => (
                <li key={file.url}>
                  <a href={file.url} target="_blank" rel="noopener noreferrer">
                    {file.name}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </article>
      )}
    </Modal>
  );
}
