// Region picker: the tree loads level by level from GET /a/v1/regions; any level may be chosen.
// Loaded levels are kept by parent code (state), and the options are built from them on every render, so a level
// that arrives after the value changed (choosing a province sets the value and opens its cities at once) still shows.
import type { RegionRow } from '@etp/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Cascader } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
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

/** The key of the top level in the loaded levels. */
const TOP = '';

/** Options from the loaded levels: a region's children appear once its level has loaded. */
export function buildRegionOptions(
  levels: Readonly<Record<string, readonly RegionRow[]>>,
  parent = TOP,
): RegionOption[] {
  return (levels[parent] ?? []).map((row) => {
    const children = levels[row.code];
    return {
      value: row.code,
      label: row.name,
      isLeaf: !row.has_children,
      ...(row.has_children && children ? { children: buildRegionOptions(levels, row.code) } : {}),
    };
  });
}

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
  const [levels, setLevels] = useState<Record<string, RegionRow[]>>({});
  const [path, setPath] = useState<string[]>([]);
  /** The last code this picker sent out: its path is already on screen. */
  const sent = useRef<string | null | undefined>(undefined);

  const load = async (parent = TOP): Promise<RegionRow[]> => {
    const rows = await client.fetchQuery(regionsQuery(parent || undefined));
    setLevels((current) => (current[parent] === rows ? current : { ...current, [parent]: rows }));
    return rows;
  };

  // Loads the top level and, for a value from outside, every level down to it so its names show.
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once per outside value
  useEffect(() => {
    if (value === sent.current && value !== undefined) return;
    let cancelled = false;
    void (async () => {
      const top = await load();
      const wanted = value
        ? visiblePath(
            value,
            top.map((row) => row.code),
          )
        : [];
      for (const code of wanted.slice(0, -1)) await load(code);
      if (!cancelled) setPath(wanted);
    })().catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [value]);

  const options = useMemo(() => buildRegionOptions(levels), [levels]);

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
        void load(target.value).catch(() => undefined);
      }}
      onChange={(next) => {
        const codes = (next ?? []) as string[];
        const code = codes.length ? codes[codes.length - 1]! : null;
        setPath(codes);
        sent.current = code;
        onChange?.(code);
      }}
    />
  );
}
