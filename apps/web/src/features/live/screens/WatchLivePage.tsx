// watchLive: the student's live sessions (now, upcoming, replays); ?id= opens one with its player and chat.
import { Spin } from 'antd';
import { useSearchParams } from 'react-router';
import { useMyLiveSessions } from '@/api/live/listMyLiveSessions';
import { PageFrame } from '@/components/PageFrame';
import { SessionList } from '../watch/SessionList';
import { WatchView } from '../watch/WatchView';

export default function WatchLivePage() {
  const [search, setSearch] = useSearchParams();
  const id = Number(search.get('id')) || null;
  const sessions = useMyLiveSessions();
  const open = (next: number | null) => setSearch(next ? { id: String(next) } : {});
  return (
    <PageFrame titleKey="route.watchLive">
      {id ? (
        <WatchView id={id} onBack={() => open(null)} />
      ) : sessions.data ? (
        <SessionList rows={sessions.data} onOpen={open} />
      ) : (
        <Spin />
      )}
    </PageFrame>
  );
}
