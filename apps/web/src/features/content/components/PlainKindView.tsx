// The screen of a kind without rich text (carousel slides, friendly links): its own fields and columns, plus the
// order every such kind has; the rest is the content manager's.
import type { ContentKind } from '@etp/contracts';
import { Form, InputNumber } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTENT_NS } from '../i18n';
import { ContentManager } from './ContentManager';
import type { PreviewData } from './PreviewModal';
import type { ManagedRow } from './status';

interface Props<T extends ManagedRow> {
  kind: ContentKind;
  /** The kind's form fields besides the order, and their values for a new item (the fields the body carries). */
  fields: ReactNode;
  initial: Record<string, unknown>;
  columns: ColumnsType<T>;
  toPreview: (item: Record<string, unknown>) => PreviewData;
}

export function PlainKindView<T extends ManagedRow>({ kind, fields, initial, columns, toPreview }: Props<T>) {
  const { t } = useTranslation(CONTENT_NS);
  const known = [...Object.keys(initial), 'order_num'];
  return (
    <ContentManager<T>
      kind={kind}
      view={`content/${kind}`}
      columns={columns}
      toPreview={toPreview}
      drawer={{
        richText: false,
        known,
        initial: { ...initial, order_num: 0 },
        toBody: (values) => Object.fromEntries(known.map((name) => [name, values[name]])),
        fields: (
          <>
            {fields}
            <Form.Item name="order_num" label={t('order')} extra={t('orderHint')}>
              <InputNumber min={0} max={100000} />
            </Form.Item>
          </>
        ),
      }}
    />
  );
}
