// Dictionary lookups: code -> { value: label }, cached because every form reads them.
import type { DictMap, Locale } from '@etp/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { dictItems, dictTypes } from '@/db/schema/dicts.ts';
import { notFound } from '@/lib/errors.ts';
import { SharedCache } from '@/lib/shared-cache.ts';
import type { SharedState } from '@/lib/shared-state.ts';

const CHANGED_CHANNEL = 'dicts-changed';

export class DictService {
  /** Every form reads them; kept 5 minutes, dropped on any change. */
  readonly cache: SharedCache<DictMap>;

  constructor(
    private readonly db: Db,
    state: SharedState,
  ) {
    this.cache = new SharedCache(state, CHANGED_CHANNEL, 300_000, 500);
  }

  /** The labels in `locale` (English where an English label is set). */
  async lookup(code: string, locale: Locale = 'zh-CN'): Promise<DictMap> {
    const key = `${code}\u0000${locale}`;
    const cached = this.cache.get(key);
    if (cached) return cached;
    const [type] = await this.db.select().from(dictTypes).where(eq(dictTypes.code, code)).limit(1);
    if (!type) throw notFound('dict.not_found');
    const items = await this.db
      .select()
      .from(dictItems)
      .where(eq(dictItems.code, code))
      .orderBy(asc(dictItems.orderNum), asc(dictItems.value));
    const english = locale === 'en-US';
    const map: DictMap = Object.fromEntries(items.map((i) => [String(i.value), (english && i.labelEn) || i.label]));
    this.cache.set(key, map);
    return map;
  }

  /** The numbers a dictionary defines (to check submitted values). */
  async values(code: string): Promise<Set<number>> {
    return new Set(Object.keys(await this.lookup(code)).map(Number));
  }

  /** Call after any change to a dictionary: every instance drops its copies. */
  changed(): Promise<void> {
    return this.cache.changed();
  }
}
