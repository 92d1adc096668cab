// rrweb's player on the replay kept with one report (its own chunk: loaded only when a replay is played). It fits the
// card's width, keeps the recorded page's proportions, and is torn down with the card.
import 'rrweb-player/dist/style.css';
import { Alert, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Player from 'rrweb-player';
import { useClientReplay } from '@/api/monitoring/getClientReplay';
import '../i18n';

/** The player's controller below the picture. */
const CONTROLLER_PX = 80;
const MAX_HEIGHT_PX = 520;

/** The recorded page's size, from the Meta events (1366 by 768 when none says). */
function recordedSize(events: { type: number; data?: unknown }[]): { width: number; height: number } {
  const meta = events.find((e) => e.type === 4)?.data as { width?: number; height?: number } | undefined;
  return { width: meta?.width || 1366, height: meta?.height || 768 };
}

export default function ReplayPlayer({ issueId, errorId }: { issueId: number; errorId: number }) {
  const { t } = useTranslation('monitoring');
  const query = useClientReplay(issueId, errorId);
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const events = query.data?.events;

  useEffect(() => {
    const target = box.current;
    if (!target || !events || events.length < 2) return;
    const recorded = recordedSize(events);
    const width = Math.max(240, target.clientWidth);
    const height = Math.min(MAX_HEIGHT_PX, Math.round((width * recorded.height) / recorded.width)) + CONTROLLER_PX;
    let player: Player | null = null;
    try {
      player = new Player({
        target,
        props: { events: events as never, width, height, autoPlay: false, showController: true, skipInactive: true },
      });
    } catch {
      // A recording the player cannot read: say so instead of an empty box.
      setFailed(true);
    }
    return () => {
      // A Svelte component: its types come from Svelte, which is not installed (the player's build includes it).
      (player as unknown as { $destroy(): void } | null)?.$destroy();
      target.replaceChildren();
    };
  }, [events]);

  if (query.isError || failed) return <Alert type="error" showIcon title={t('issue.replayFailed')} />;
  if (!query.data) return <Spin />;
  if (query.data.events.length < 2) return <Alert type="warning" showIcon title={t('issue.replayEmpty')} />;
  return (
    <>
      {query.data.cut && <Alert type="warning" showIcon title={t('issue.replayCut')} style={{ marginBottom: 12 }} />}
      <div ref={box} style={{ width: '100%', overflow: 'hidden' }} data-testid="replay-player" />
    </>
  );
}
