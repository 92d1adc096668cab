// The ALTCHA widget, imported by <CaptchaField> when a form first shows its captcha (never with a page's first load):
// the <altcha-widget> element without its bundled workers and inline styles ('altcha/external'), its style sheet,
// and the proof-of-work worker as a file of this site, so the Content-Security-Policy the server sends (script-src
// 'self': no blob: workers, no WebAssembly) allows all of it. Nothing is fetched from anywhere else.
import 'altcha/external';
import 'altcha/altcha.css';
import { CAPTCHA_ALGORITHM } from '@etp/contracts';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';

$altcha.algorithms.set(CAPTCHA_ALGORITHM, () => new Pbkdf2Worker());

/** Gives the widget the page's texts for `language` (a widget whose `language` is that code reads them). */
export function setAltchaTexts(language: string, texts: Record<string, string>) {
  $altcha.i18n.set(language.toLowerCase(), { ...$altcha.i18n.get('en'), ...texts });
}
