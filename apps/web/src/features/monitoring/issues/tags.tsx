// Small pieces of the issue screens: the tag of a kind, and a short list of values (releases, routes) as tags.
import type { ClientErrorKind } from '@etp/contracts';
import { Space, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import '../i18n';

const KIND_COLORS: Record<ClientErrorKind, string> = {
  error: 'red',
  rejection: 'volcano',
  boundary: 'magenta',
  chunk: 'orange',
};

export function KindTag({ kind }: { kind: ClientErrorKind }) {
  const { t } = useTranslation('monitoring');
  return <Tag color={KIND_COLORS[kind]}>{t(`kinds.${kind}`)}</Tag>;
}

/** The first few values as tags; the rest in a tooltip on "+n". */
export function TagList({ values, shown = 2 }: { values: string[]; shown?: number }) {
  if (values.length === 0) return <span>—</span>;
  const rest = values.slice(shown);
  return (
    <Space size={[4, 4]} wrap>
      {values.slice(0, shown).map((value) => (
        <Tag key={value} style={{ marginInlineEnd: 0 }}>
          {value}
        </Tag>
      ))}
      {rest.length > 0 && (
        <Tooltip title={rest.join('\n')}>
          <Tag style={{ marginInlineEnd: 0 }}>+{rest.length}</Tag>
        </Tooltip>
      )}
    </Space>
  );
}
