// Navbar entry of the guide and the new-feature list (never for students).
import { QuestionCircleOutlined, RocketOutlined } from '@ant-design/icons';
import { GUIDE_HIGHLIGHT_MS } from '@etp/contracts';
import { Badge, Button, Tooltip } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFunctionShow } from '@/api/operates/getFunctionShow';
import { useOperateShow } from '@/api/operates/getOperateShow';
import { GuideDialog } from './GuideDialog';
import { featureBadge, guideAutoOpens } from './guideRules';

export function GuideEntry() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: operate } = useOperateShow(true);
  const { data: features } = useFunctionShow(true);
  const [open, setOpen] = useState(false);
  const [highlight, setHighlight] = useState(false);
  const autoOpened = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    if (!autoOpened.current && guideAutoOpens(operate)) {
      autoOpened.current = true;
      setOpen(true);
    }
  }, [operate]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const close = () => {
    setOpen(false);
    // Show where the guide lives for a moment, so the user can find it again.
    setHighlight(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setHighlight(false), GUIDE_HIGHLIGHT_MS);
  };

  return (
    <>
      <Tooltip title={t('navbar.guideBubble')} open={highlight} placement="bottom">
        <Button
          type={highlight ? 'primary' : 'text'}
          icon={<QuestionCircleOutlined />}
          onClick={() => setOpen(true)}
          data-testid="guide-entry"
          aria-label={t('navbar.guide')}
        />
      </Tooltip>
      {features?.is_show === 1 && (
        <Badge dot={featureBadge(features)} offset={[-6, 6]}>
          <Button
            type="text"
            icon={<RocketOutlined />}
            onClick={() => navigate('/feature')}
            data-testid="feature-entry"
            aria-label={t('navbar.feature')}
          />
        </Badge>
      )}
      <GuideDialog open={open} onClose={close} />
    </>
  );
}
