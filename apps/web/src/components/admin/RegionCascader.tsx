// Region picker: the tree loads level by level from GET /a/v1/regions; any level may be chosen.
import type { RegionRow } from '@etp/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Cascader } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { regionsQuery } from '@/api/regions/listRegions';
import { visiblePath } from './regionPath';
import './i18n';

interface RegionOption {
  value: string;
  label: string;
  isLeaf: boolean;
  children?: RegionOption[];
}

const toOption = (row: RegionRow): RegionOption => ({ value: row.code, label: row.name, isLeaf: !row.has_children });

interface Props {
  value?: string | null;
  onChange?: (code: string | null) => void;
  id?: string;
  allowClear?: boolean;
  style?: React.CSSProperties;
}

export function RegionCascader({ value, onChange, id, allowClear = true, style }: Props) {
  const { t } = useTranslation('admin');
  const client = useQueryClient();
  const [options, setOptions] = useState<RegionOption[]>([]);
  const [path, setPath] = useState<string[]>([]);
  const load = (parent?: string) => client.fetchQuery(regionsQuery(parent)).then((rows) => rows.map(toOption));

  // Loads the top level and, for a given value, every level down to it so its names show.
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once per outside value
  useEffect(() => {
    let cancelled = false;
    void (async () => {
      const top = await load();
      const wanted = value
        ? visiblePath(
            value,
            top.map((o) => o.value),
          )
        : [];
      let level = top;
      for (const code of wanted.slice(0, -1)) {
        const node = level.find((o) => o.value === code);
        if (!node) break;
        node.children = await load(code);
        level = node.children;
      }
      if (!cancelled) {
        setOptions(top);
        setPath(wanted);
      }
    })().catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [value]);

  return (
    <Cascader<RegionOption>
      id={id}
      style={style}
      options={options}
      value={path}
      changeOnSelect
      allowClear={allowClear}
      placeholder={t('regionPlaceholder')}
      loadData={(selected) => {
        const target = selected[selected.length - 1];
        if (!target || target.children) return;
        void load(target.value).then((children) => {
          target.children = children;
          setOptions((current) => [...current]);
        });
      }}
      onChange={(next) => {
        const codes = (next ?? []) as string[];
        setPath(codes);
        onChange?.(codes.length ? codes[codes.length - 1]! : null);
      }}
    />
  );
}
