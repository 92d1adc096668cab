// The admin's card on /home for the cockpit's map: which shapes are in use (shipped or uploaded), an upload of an
// approved GeoJSON (审图号) and the return to the shipped shapes.
import { mapUpload } from '@etp/contracts';
import { App, Button, Card, Space, Typography, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { useResetMap, useSaveMap, useUploadedMap } from '@/api/dashboard/provinceMap';
import './i18n';

export function MapSettings() {
  const { t } = useTranslation('dashboard');
  const { message } = App.useApp();
  const uploaded = useUploadedMap();
  const save = useSaveMap();
  const reset = useResetMap();
  const read = async (file: File) => {
    try {
      const parsed = mapUpload.safeParse(JSON.parse(await file.text()));
      if (!parsed.success) throw new Error('invalid');
      await save.mutateAsync({ geojson: parsed.data, note: file.name.slice(0, 200) });
      message.success(t('map.saved'));
    } catch {
      message.error(t('map.invalid'));
    }
    return false;
  };
  return (
    <Card title={t('map.title')} size="small" data-testid="map-settings">
      <Space direction="vertical">
        <Typography.Text type="secondary">
          {uploaded.data ? t('map.uploaded', { note: uploaded.data.note }) : t('map.shipped')}
        </Typography.Text>
        <Space wrap>
          <Upload accept=".json,.geojson,application/json" showUploadList={false} beforeUpload={read}>
            <Button loading={save.isPending}>{t('map.upload')}</Button>
          </Upload>
          {uploaded.data ? (
            <Button onClick={() => reset.mutate()} loading={reset.isPending}>
              {t('map.reset')}
            </Button>
          ) : null}
        </Space>
      </Space>
    </Card>
  );
}
