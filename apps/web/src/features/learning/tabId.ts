// The id a page makes once per browser tab for its study reports (the server tells two tabs of one person apart by
// it; contracts: 6 to 64 letters, digits, - and _).
export function newTabId(): string {
  const random = globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;
  return `tab-${random}`.slice(0, 64);
}
