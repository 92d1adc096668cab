// Captcha challenges kept in the shared state (Redis when configured, so any instance can check an answer): issued
// with a random id, answered once, ignoring case, within CAPTCHA_TTL_S; every check consumes the challenge.
import { randomUUID, timingSafeEqual } from 'node:crypto';
import { CAPTCHA_LENGTH, CAPTCHA_TTL_S, type CaptchaChallenge } from '@etp/contracts';
import { fieldError } from '../errors.ts';
import type { SharedState } from '../shared-state.ts';
import { captchaImage, captchaText } from './image.ts';

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const normalize = (answer: string) => answer.replace(/\s+/g, '').toUpperCase();

export class CaptchaStore {
  constructor(
    private readonly state: SharedState,
    private readonly ttlMs = CAPTCHA_TTL_S * 1000,
    private readonly length = CAPTCHA_LENGTH,
    /** A fixed text for every challenge (end-to-end tests only; the configuration refuses it elsewhere). */
    private readonly testAnswer?: string,
  ) {}

  async issue(): Promise<CaptchaChallenge> {
    const id = randomUUID();
    const text = this.testAnswer?.toUpperCase() || captchaText(this.length);
    await this.state.set(`captcha:${id}`, text, this.ttlMs);
    return { id, image: captchaImage(text) };
  }

  /**
   * Whether the answer matches the challenge. The challenge is gone afterwards whatever the answer, so one image
   * gets one guess: no replaying a solved captcha, no trying answers against one id.
   */
  async check(id: string, answer: string): Promise<boolean> {
    if (!ID.test(id)) return false;
    const expected = await this.state.take(`captcha:${id}`);
    if (expected === null) return false;
    const given = Buffer.from(normalize(answer));
    const wanted = Buffer.from(expected);
    return given.length === wanted.length && timingSafeEqual(given, wanted);
  }

  /** check(), or a 400 whose field message sits on the form's `captcha` field. */
  async verify(id: string, answer: string): Promise<void> {
    if (!(await this.check(id, answer))) throw fieldError(400, 'captcha.invalid', 'captcha');
  }
}
