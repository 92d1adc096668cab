// How long an address that carries a media token holds (issue 26.12): what a player needs between two renewals, not
// hours. Tokens are issued in 5-minute buckets and hold 15 minutes past the end of their bucket, so every read within a
// bucket hands out the same address (the browser caches a video by its address) and an address holds 15 to 20
// minutes. The reads that give an address give its expiry too, and players ask for a fresh one while playing.

/** Every token issued within one bucket expires at the same second. */
export const MEDIA_TOKEN_BUCKET_S = 300;
/** How long a token holds past the end of its bucket. */
export const MEDIA_TOKEN_LIFE_S = 900;

/** The expiry (seconds since the epoch) of a media token issued at `nowMs`. */
export function mediaTokenExpiry(nowMs: number): number {
  const bucketEnd = (Math.floor(nowMs / 1000 / MEDIA_TOKEN_BUCKET_S) + 1) * MEDIA_TOKEN_BUCKET_S;
  return bucketEnd + MEDIA_TOKEN_LIFE_S;
}
