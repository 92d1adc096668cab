// The session recorder (rrweb), loaded on its own after the page has been used (install.ts): a full snapshot every
// REPLAY_CHECKOUT_EVERY_EVENTS events or REPLAY_CHECKOUT_EVERY_MS, kept in a ring of two segments capped in bytes
// (replayBuffer.ts), sent only with an error report. Every input value is masked; elements marked
// data-record="block" (the face camera, ID number and phone fields), every video and canvas show as empty boxes;
// text marked data-record="mask" shows as asterisks, and so does every ID number and phone in any text.
import {
  CLIENT_REPLAY_MAX_BYTES,
  RECORD_ATTRIBUTE,
  REPLAY_CHECKOUT_EVERY_EVENTS,
  REPLAY_CHECKOUT_EVERY_MS,
} from '@etp/contracts';
import { record } from '@rrweb/record';
import { ReplayBuffer } from './replayBuffer';

export const BLOCKED = `[${RECORD_ATTRIBUTE}="block"], video, canvas`;
export const MASKED_TEXT = `[${RECORD_ATTRIBUTE}="mask"]`;

/** An ID number (18 characters, masked or not) or a mainland mobile number (11 digits, masked or not). */
const PERSONAL_NUMBER =
  /(?<![\dA-Za-z*])\d{6}[\d*]{11}[\dXx*](?![\dA-Za-z*])|(?<![\d*])1[3-9]\d[\d*]{4}\d{4}(?![\d*])/g;

/**
 * What the recording keeps of a text: nothing of an element marked data-record="mask" (asterisks), and elsewhere
 * every ID number and phone replaced by asterisks, marked or not (lists, drawers, profiles).
 */
export function maskPersonalText(text: string, element: HTMLElement | null): string {
  if (element?.closest(MASKED_TEXT)) return text.replace(/\S/g, '*');
  return text.replace(PERSONAL_NUMBER, (found) => '*'.repeat(found.length));
}

export interface Recorder {
  replayJson(): string | null;
  stop(): void;
}

export function startRecorder(): Recorder {
  const buffer = new ReplayBuffer(CLIENT_REPLAY_MAX_BYTES, () => record.takeFullSnapshot(true));
  const stop = record({
    emit(event, isCheckout) {
      buffer.add(JSON.stringify(event), isCheckout === true);
    },
    checkoutEveryNth: REPLAY_CHECKOUT_EVERY_EVENTS,
    checkoutEveryNms: REPLAY_CHECKOUT_EVERY_MS,
    maskAllInputs: true,
    blockSelector: BLOCKED,
    // Every text goes through maskPersonalText, which keeps what holds no personal number.
    maskTextSelector: '*',
    maskTextFn: maskPersonalText,
    recordCanvas: false,
    collectFonts: false,
    inlineImages: false,
    slimDOMOptions: 'all',
    sampling: { mousemove: 50, scroll: 150, input: 'last' },
    // The recorder's own trouble stays inside it: not a report, not the page's error.
    errorHandler: () => true,
  });
  return { replayJson: () => buffer.json(), stop: () => stop?.() };
}
