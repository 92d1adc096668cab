// Dictionary lookups: code -> { value: label }, cached because every form reads them.
import type { DictMap } from '@etp/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { dictItems, dictTypes } from '@/db/schema/index.ts';
import { notFound } from '@/lib/errors.ts';
import { LocalCache } from '@/lib/local-cache.ts';
import type { SharedState } from '@/lib/shared-state.ts';

const CHANGED_CHANNEL = 'dicts-changed';

export class DictService {
  private readonly cache = new LocalCache<DictMap>(300_000, 500);

  constructor(
    private readonly db: Db,
    private readonly state: SharedState,
  ) {}

  async start(): Promise<void> {
    await this.state.subscribe(CHANGED_CHANNEL, () => this.cache.clear());
  }

  async lookup(code: string): Promise<DictMap> {
    const cached = this.cache.get(code);
    if (cached) return cached;
    const [type] = await this.db.select().from(dictTypes).where(eq(dictTypes.code, code)).limit(1);
    if (!type) throw notFound('dict.not_found');
    const items = await this.db
      .select()
      .from(dictItems)
      .where(eq(dictItems.code, code))
      .orderBy(asc(dictItems.orderNum), asc(dictItems.value));
    const map: DictMap = Object.fromEntries(items.map((i) => [String(i.value), i.label]));
    this.cache.set(code, map);
    return map;
  }

  /** The numbers a dictionary defines (to check submitted values). */
  async values(code: string): Promise<Set<number>> {
    return new Set(Object.keys(await this.lookup(code)).map(Number));
  }

  async changed(): Promise<void> {
    this.cache.clear();
    await this.state.publish(CHANGED_CHANNEL, '1');
  }
}
