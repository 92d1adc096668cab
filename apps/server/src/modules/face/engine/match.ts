// Descriptor arithmetic for matching: Euclidean distance and how several frames combine into one answer.
import { DESCRIPTOR_LENGTH } from './types.ts';

/** Rejects anything that is not a 128-number descriptor of finite values. */
export function assertDescriptor(value: ArrayLike<number>, name = 'descriptor'): void {
  if (value == null || value.length !== DESCRIPTOR_LENGTH) {
    throw new TypeError(`${name} must hold ${DESCRIPTOR_LENGTH} numbers`);
  }
  for (let i = 0; i < DESCRIPTOR_LENGTH; i++) {
    if (!Number.isFinite(value[i])) throw new TypeError(`${name} holds a value that is not a finite number`);
  }
}

export function euclideanDistance(a: ArrayLike<number>, b: ArrayLike<number>): number {
  assertDescriptor(a, 'first descriptor');
  assertDescriptor(b, 'second descriptor');
  let sum = 0;
  for (let i = 0; i < DESCRIPTOR_LENGTH; i++) {
    const d = (a[i] as number) - (b[i] as number);
    sum += d * d;
  }
  return Math.sqrt(sum);
}

/**
 * One distance for several frames: the median. A lucky frame of an impostor (one low distance) does not
 * carry the vote as it would with the minimum or a best-two mean, and one bad frame of the right person
 * (blink, motion) does not sink it as it would with the mean. With two frames it is their mean.
 */
export function combineDistances(distances: readonly number[]): number | null {
  if (distances.length === 0) return null;
  const sorted = [...distances].sort((x, y) => x - y);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}
