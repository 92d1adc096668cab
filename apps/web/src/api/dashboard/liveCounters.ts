// The cockpit's live counters: GET /a/v1/dashboard/live, Server-Sent Events (event: counters) read with fetch so the
// session's token goes in the Authorization header (EventSource cannot send it); reconnects after a drop.
import { DASHBOARD_API, type LiveCounters } from '@etp/contracts';
import { useEffect, useState } from 'react';
import { useSession } from '@/stores/session';
import { http } from '../http';

/** Parses an event stream's text into its events (each `event:` and `data:` block). */
export function parseEvents(text: string): { events: { event: string; data: string }[]; rest: string } {
  const blocks = text.split('\n\n');
  const rest = blocks.pop() ?? '';
  const events = blocks
    .map((block) => {
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('event:')) event = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).trim());
      }
      return { event, data: data.join('\n') };
    })
    .filter((e) => e.data !== '');
  return { events, rest };
}

export function useLiveCounters(initial: LiveCounters | undefined): LiveCounters | undefined {
  const [counters, setCounters] = useState<LiveCounters | undefined>(undefined);
  const token = useSession((s) => s.token);
  useEffect(() => {
    if (!token) return;
    const abort = new AbortController();
    let retry: ReturnType<typeof setTimeout> | undefined;
    const open = async () => {
      try {
        const res = await fetch(`${http.defaults.baseURL ?? ''}${DASHBOARD_API.live}`, {
          headers: { Authorization: token, Accept: 'text/event-stream' },
          signal: abort.signal,
        });
        if (!res.ok || !res.body) throw new Error(String(res.status));
        const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          const parsed = parseEvents(buffer + value);
          buffer = parsed.rest;
          for (const e of parsed.events) if (e.event === 'counters') setCounters(JSON.parse(e.data) as LiveCounters);
        }
      } catch {
        if (abort.signal.aborted) return;
      }
      if (!abort.signal.aborted) retry = setTimeout(open, 5000);
    };
    open();
    return () => {
      abort.abort();
      clearTimeout(retry);
    };
  }, [token]);
  return counters ?? initial;
}
