// The chat drawer of the support widget (loaded when first opened).
import { Drawer, Empty, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { AntdProviders } from './AntdProviders';

export default function ChatPanel({
  open,
  onClose,
  templateId,
}: {
  open: boolean;
  onClose: () => void;
  templateId: string;
}) {
  const { t } = useTranslation();
  // The portal has no antd providers of its own (see AntdProviders): this lazy drawer brings them.
  return (
    <AntdProviders>
      <Drawer title={t('chat.title')} open={open} onClose={onClose} size={360} data-template-id={templateId}>
        <Empty description={t('chat.welcome')} />
        <Input.Search placeholder={t('chat.placeholder')} enterButton={t('common.submit')} style={{ marginTop: 24 }} />
      </Drawer>
    </AntdProviders>
  );
}
