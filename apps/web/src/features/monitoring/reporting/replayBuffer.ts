// The recording kept in memory: the events since the last-but-one full snapshot, as JSON texts, at most `maxBytes`
// (UTF-8) in all, so that a replay always starts at a full snapshot. Over the cap the older segment goes; a segment
// that alone outgrows it asks for a new full snapshot (once), after which it goes too.

/** UTF-8 length of a text, without encoding it. */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff) {
      // A surrogate pair is one four-byte character.
      bytes += 4;
      i += 1;
    } else bytes += 3;
  }
  return bytes;
}

interface Segment {
  events: string[];
  bytes: number;
}

const empty = (): Segment => ({ events: [], bytes: 0 });

export class ReplayBuffer {
  private previous = empty();
  private current = empty();
  private snapshotAsked = false;

  /** `askSnapshot` makes the recorder take a full snapshot now (it arrives through `add` as a checkout). */
  constructor(
    private readonly maxBytes: number,
    private readonly askSnapshot: () => void,
  ) {}

  /** One event's JSON; `checkout` when it starts a new full snapshot (rrweb's Meta event of a checkout). */
  add(json: string, checkout: boolean): void {
    if (checkout) {
      this.previous = this.current;
      this.current = empty();
      this.snapshotAsked = false;
    }
    this.current.events.push(json);
    // Each event and the comma after it.
    this.current.bytes += utf8Length(json) + 1;
    if (this.previous.bytes + this.current.bytes > this.maxBytes) this.previous = empty();
    if (!checkout && !this.snapshotAsked && this.current.bytes > this.maxBytes) {
      this.snapshotAsked = true;
      this.askSnapshot();
    }
  }

  /** The recording as one JSON array from a full snapshot on, or null when there is none under the cap. */
  json(): string | null {
    const events = [...this.previous.events, ...this.current.events];
    if (events.length === 0 || this.previous.bytes + this.current.bytes + 1 > this.maxBytes) return null;
    return `[${events.join(',')}]`;
  }
}
