// Media addresses (lesson videos, live streams) carry a token that holds 15 to 20 minutes, and the reads that hand
// them out say until when (docs/security.md). A page reads them again this long before the first one expires, so a
// playing video always has a fresh address at hand.

/** How long before an address expires the read that gave it is made again. */
export const MEDIA_RENEW_BEFORE_MS = 5 * 60_000;
/** Never sooner than this (a clock far off the server's would otherwise ask again and again). */
const MIN_DELAY_MS = 30_000;

/** Milliseconds until the read that gave addresses expiring at `expiries` should be made again; false: none expires. */
export function mediaRenewDelay(expiries: readonly (string | null | undefined)[], now = Date.now()): number | false {
  const times = expiries.map((e) => (e ? Date.parse(e) : Number.NaN)).filter(Number.isFinite);
  if (times.length === 0) return false;
  return Math.max(MIN_DELAY_MS, Math.min(...times) - MEDIA_RENEW_BEFORE_MS - now);
}
