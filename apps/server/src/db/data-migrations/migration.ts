// What a data migration is (index.ts runs them; each one's file names this shape, apart so neither imports the other).
import type { PersonalDataCipher } from '@/lib/personal-data/index.ts';
import type { Db } from '../client.ts';

export interface DataMigrationContext {
  personalData: PersonalDataCipher;
}

export interface DataMigration {
  /** Recorded once done; never rename one that has shipped. */
  name: string;
  run(db: Db, context: DataMigrationContext): Promise<void>;
}
