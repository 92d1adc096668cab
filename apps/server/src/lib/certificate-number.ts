// Certificate numbers (issue 10.10): the year and division for people to read, and a random part nobody can guess,
// so the public lookup (/p/v1/report) cannot be walked. The certificates domain issues numbers through this.
import { randomInt } from 'node:crypto';
import { CERTIFICATE_RANDOM_LENGTH } from '@etp/contracts';

/** Crockford's base 32: digits and capitals without I, L, O and U (nothing to misread when typed from paper). */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** The random part: CERTIFICATE_RANDOM_LENGTH characters from a cryptographic source (50 bits). */
export function certificateRandomPart(): string {
  let part = '';
  for (let i = 0; i < CERTIFICATE_RANDOM_LENGTH; i++) part += ALPHABET[randomInt(ALPHABET.length)];
  return part;
}

/**
 * A new certificate number, e.g. SD2026370102K7M2Q9XH4T (matches CERTIFICATE_NUMBER). The column is unique: a
 * collision (one in 2^50 per pair) is refused by the database, and the issuer draws again.
 */
export function newCertificateNumber(year: number | string, regionCode: string): string {
  if (!/^\d{4}$/.test(String(year)) || !/^\d{6}$/.test(regionCode)) {
    throw new Error(`certificate number: bad year ${year} or division code ${regionCode}`);
  }
  return `SD${year}${regionCode}${certificateRandomPart()}`;
}
