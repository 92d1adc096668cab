// Back-office view 'settlement/config' (admin): what settlement runs by, one tab each: the subsidy standards, the
// review chain per region, the holiday calendar publicity periods count working days by, the other settings.
import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ChainsPanel } from '../config/ChainsPanel';
import { HolidaysPanel } from '../config/HolidaysPanel';
import { SettingsPanel } from '../config/SettingsPanel';
import { StandardsPanel } from '../config/StandardsPanel';
import { SETTLEMENT_NS } from '../i18n';

const TABS = ['standards', 'chains', 'holidays', 'settings'] as const;
type Tab = (typeof TABS)[number];

export default function SettlementConfigView() {
  const { t } = useTranslation();
  const { t: ts } = useTranslation(SETTLEMENT_NS);
  // The tab is in the address (?tab=), so a reload or a shared link opens it again.
  const [search, setSearch] = useSearchParams();
  const asked = search.get('tab');
  const tab: Tab = TABS.includes(asked as Tab) ? (asked as Tab) : 'standards';
  const panels: Record<Tab, React.ReactNode> = {
    standards: <StandardsPanel />,
    chains: <ChainsPanel />,
    holidays: <HolidaysPanel />,
    settings: <SettingsPanel />,
  };
  return (
    <Card title={t('views.settlement/config')} data-view="settlement/config">
      <Tabs
        activeKey={tab}
        destroyOnHidden
        onChange={(key) => setSearch(key === 'standards' ? {} : { tab: key }, { replace: true })}
        items={TABS.map((key) => ({
          key,
          label: <span data-testid={`config-tab-${key}`}>{ts(`config.${key}`)}</span>,
          children: panels[key],
        }))}
      />
    </Card>
  );
}
