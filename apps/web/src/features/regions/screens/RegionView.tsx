// Back-office view 'system/region': the division-code tree (province > city > area), loaded level by level.
import { PlusOutlined } from '@ant-design/icons';
import type { RegionRow } from '@etp/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Space, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteRegion } from '@/api/regions/deleteRegion';
import { regionsQuery } from '@/api/regions/listRegions';
import { useCan } from '@/components/Access';
import { ListTable } from '@/components/admin/ListTable';
import { RowActions, useRowActions } from '@/components/admin/RowActions';
import '../i18n';
import { ListExportButton } from '@/components/admin/ListExportButton';
import { RegionModal, useRegionDialog } from '../RegionModal';

type RegionTreeRow = RegionRow & { children?: RegionTreeRow[] };

export default function SystemRegionView() {
  const { t } = useTranslation();
  const { t: ts } = useTranslation(['regions', 'admin'], { nsMode: 'fallback' });
  const can = useCan();
  const editable = can(['system:region:edit']);
  const [expanded, setExpanded] = useState<string[]>([]);
  const client = useQueryClient();
  const top = useQuery(regionsQuery());
  // Opened levels, loaded through the query cache (so a save, which invalidates it, reloads them).
  const [children, setChildren] = useState<Map<string, RegionRow[]>>(new Map());
  const [loadingLevels, setLoadingLevels] = useState(false);
  const cacheVersion = top.dataUpdatedAt;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reload opened levels when the tree changes
  useEffect(() => {
    setLoadingLevels(true);
    void Promise.all(
      expanded.map((code) => client.fetchQuery(regionsQuery(code)).then((rows) => [code, rows] as const)),
    )
      .then((entries) => setChildren(new Map(entries)))
      .catch(() => undefined)
      .finally(() => setLoadingLevels(false));
  }, [expanded, cacheVersion]);
  const byParent = new Map<string, RegionRow[] | undefined>([['', top.data], ...children]);
  const remove = useDeleteRegion();
  const actions = useRowActions();
  const regionDialog = useRegionDialog();

  const build = (parent: string): RegionTreeRow[] =>
    (byParent.get(parent) ?? []).map((row) => ({
      ...row,
      // An empty list shows the expander; the level loads when it opens.
      ...(row.has_children ? { children: expanded.includes(row.code) ? build(row.code) : [] } : {}),
    }));

  return (
    <Card
      title={t('views.system/region')}
      data-view="system/region"
      extra={
        <Space wrap>
          <ListExportButton kind="regions" />
          {editable && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => regionDialog.openCreate({ parent_code: null })}
            >
              {ts('region.addTop')}
            </Button>
          )}
        </Space>
      }
    >
      <ListTable<RegionTreeRow>
        query={top}
        rowKey="code"
        size="middle"
        loading={top.isFetching || loadingLevels}
        dataSource={build('')}
        pagination={false}
        locale={{ emptyText: ts('empty') }}
        expandable={{
          expandedRowKeys: expanded,
          onExpandedRowsChange: (keys) => setExpanded(keys.map(String)),
        }}
        columns={[
          { title: ts('region.name'), dataIndex: 'name' },
          { title: ts('region.code'), dataIndex: 'code', render: (code: string) => <code>{code}</code> },
          {
            title: ts('region.level'),
            dataIndex: 'level',
            render: (level: RegionRow['level']) => <Tag>{ts(`region.${level}`)}</Tag>,
          },
          ...(editable
            ? [
                {
                  title: ts('actions'),
                  key: 'actions',
                  render: (_: unknown, row: RegionTreeRow) => (
                    <RowActions
                      actions={[
                        row.level !== 'area' && {
                          key: 'child',
                          label: ts('region.addChild'),
                          onClick: () => regionDialog.openCreate({ parent_code: row.code, parent_name: row.name }),
                        },
                        actions.edit(() => regionDialog.openEdit(row)),
                        actions.remove(row.name, () => remove.mutateAsync(row.code), { disabled: row.has_children }),
                      ]}
                    />
                  ),
                },
              ]
            : []),
        ]}
      />
      <RegionModal dialog={regionDialog} />
    </Card>
  );
}
