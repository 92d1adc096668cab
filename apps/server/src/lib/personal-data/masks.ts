// Masks for showing personal data in lists and public answers: enough to recognise one's own, not to identify a stranger.

const chars = (value: string) => [...value.trim()];

/** Keeps `head` characters and `tail` characters; a value too short to keep both is all stars. */
function keepEnds(value: string, head: number, tail: number): string {
  const all = chars(value);
  if (all.length <= head + tail) return '*'.repeat(all.length);
  return all.slice(0, head).join('') + '*'.repeat(all.length - head - tail) + all.slice(-tail).join('');
}

/** 370102199003071234 -> 3701**********1234 (first 4, last 4). */
export const maskIdCard = (idCard: string) => keepEnds(idCard, 4, 4);

/** 13812341234 -> 138****1234 (first 3, last 4). */
export const maskPhone = (phone: string) => keepEnds(phone, 3, 4);

/** 王小明 -> 王*明, 李娜 -> 李*, 欧阳小明 -> 欧**明. */
export function maskName(name: string): string {
  const all = chars(name);
  if (all.length <= 1) return all.join('');
  if (all.length === 2) return `${all[0]}*`;
  return `${all[0]}${'*'.repeat(all.length - 2)}${all[all.length - 1]}`;
}
