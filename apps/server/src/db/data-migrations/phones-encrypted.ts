// Phones out of clear text (issue 26): users.phone becomes cipher text, keyed hash and mask; a username that is a
// phone becomes its mask, with the number as cipher text and hash (sign-in finds it by the hash); a student's phone
// copied into student_details.phone_cipher is folded into the account's (one place); audit snapshots and login log
// usernames get their phones and ID numbers masked. Then the two clear columns are dropped.
import { type SQL, sql } from 'drizzle-orm';
import { withoutSecrets } from '@/lib/audit-snapshot.ts';
import { loginNameColumns, maskPersonalNumbers, phoneColumns } from '@/lib/personal-data/index.ts';
import type { Db } from '../client.ts';
import { rowsOf } from '../migrate.ts';
import type { DataMigration } from './migration.ts';

const BATCH = 500;
/** A mobile number anywhere in a text, and an ID number (PostgreSQL regular expressions). */
const MOBILE_IN_TEXT = '(^|[^0-9])1[3-9][0-9]{9}([^0-9]|$)';
const ID_CARD_IN_TEXT = '(^|[^0-9A-Za-z])[0-9]{17}[0-9Xx]([^0-9A-Za-z]|$)';
const PHONE_LOGIN_NAME = '^1[3-9][0-9]{9}$';

async function hasColumn(db: Db, table: string, column: string): Promise<boolean> {
  const found = await db.execute(
    sql`SELECT 1 FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ${table} AND column_name = ${column}`,
  );
  return rowsOf(found).length > 0;
}

/** Runs `step` on batches of ids above the last one done, until a batch comes back empty. */
async function inBatches<T extends { id: number }>(
  select: (after: number) => Promise<T[]>,
  step: (rows: T[]) => Promise<void>,
): Promise<void> {
  let after = 0;
  for (;;) {
    const rows = await select(after);
    if (rows.length === 0) return;
    await step(rows);
    after = rows[rows.length - 1]!.id;
  }
}

export const phonesEncrypted: DataMigration = {
  name: 'phones-encrypted',
  async run(db, { personalData }) {
    const clearPhone = await hasColumn(db, 'users', 'phone');
    const detailPhone = await hasColumn(db, 'student_details', 'phone_cipher');

    interface Account {
      id: number;
      username: string;
      phone: string;
      detail_phone: string | null;
      phone_cipher: string | null;
      login_phone_hash: string | null;
    }
    const phoneColumn: SQL = clearPhone ? sql`u.phone` : sql`''`;
    const detailColumn: SQL = detailPhone ? sql`d.phone_cipher` : sql`null::text`;
    await inBatches<Account>(
      async (after) =>
        rowsOf<Account>(
          await db.execute(sql`
            SELECT u.id, u.username, ${phoneColumn} AS phone, ${detailColumn} AS detail_phone, u.phone_cipher,
              u.login_phone_hash
            FROM users u LEFT JOIN student_details d ON d.user_id = u.id
            WHERE u.id > ${after}
              AND (${phoneColumn} <> ''
                OR (u.username ~ ${PHONE_LOGIN_NAME} AND u.login_phone_hash IS NULL)
                OR (${detailColumn} IS NOT NULL AND u.phone_cipher IS NULL))
            ORDER BY u.id LIMIT ${BATCH}`),
        ),
      (accounts) =>
        db.transaction(async (tx) => {
          for (const a of accounts) {
            // The account's own phone wins: the copy in student_details was not updated when a student changed it.
            const phone =
              a.phone || (a.phone_cipher === null && a.detail_phone ? personalData.decrypt(a.detail_phone) : '');
            const stored = phone ? phoneColumns(personalData, phone) : null;
            const login = a.login_phone_hash === null ? loginNameColumns(personalData, a.username) : null;
            await tx.execute(sql`
              UPDATE users SET
                phone_cipher = ${stored ? stored.phoneCipher : sql`phone_cipher`},
                phone_hash = ${stored ? stored.phoneHash : sql`phone_hash`},
                phone_masked = ${stored ? stored.phoneMasked : sql`phone_masked`},
                username = ${login ? login.username : sql`username`},
                login_phone_cipher = ${login ? login.loginPhoneCipher : sql`login_phone_cipher`},
                login_phone_hash = ${login ? login.loginPhoneHash : sql`login_phone_hash`}
                ${clearPhone ? sql`, phone = ''` : sql``}
              WHERE id = ${a.id}`);
          }
        }),
    );

    interface Snapshot {
      id: number;
      username: string;
      path: string;
      before: unknown;
      after: unknown;
    }
    await inBatches<Snapshot>(
      async (after) =>
        rowsOf<Snapshot>(
          await db.execute(sql`
            SELECT id, username, path, before, after FROM audit_logs
            WHERE id > ${after}
              AND (username ~ ${MOBILE_IN_TEXT} OR path ~ ${MOBILE_IN_TEXT}
                OR before::text ~ ${MOBILE_IN_TEXT} OR after::text ~ ${MOBILE_IN_TEXT}
                OR before::text ~ ${ID_CARD_IN_TEXT} OR after::text ~ ${ID_CARD_IN_TEXT})
            ORDER BY id LIMIT ${BATCH}`),
        ),
      (snapshots) =>
        db.transaction(async (tx) => {
          const json = (value: unknown) => (value === null ? null : JSON.stringify(withoutSecrets(value)));
          for (const s of snapshots)
            await tx.execute(sql`
              UPDATE audit_logs SET username = ${maskPersonalNumbers(s.username)}, path = ${maskPersonalNumbers(s.path)},
                before = ${json(s.before)}::jsonb, after = ${json(s.after)}::jsonb
              WHERE id = ${s.id}`);
        }),
    );

    // Usernames typed at sign-in: a phone is kept masked from now on (logs/service.ts).
    await inBatches<{ id: number }>(
      async (after) =>
        rowsOf<{ id: number }>(
          await db.execute(sql`
            UPDATE login_logs SET username = substr(username, 1, 3) || '****' || substr(username, 8, 4)
            WHERE id IN (SELECT id FROM login_logs WHERE id > ${after} AND username ~ ${PHONE_LOGIN_NAME}
              ORDER BY id LIMIT ${BATCH * 10})
            RETURNING id`),
        ).sort((a, b) => a.id - b.id),
      async () => {},
    );

    if (clearPhone) await db.execute(sql`ALTER TABLE users DROP COLUMN phone`);
    if (detailPhone) await db.execute(sql`ALTER TABLE student_details DROP COLUMN phone_cipher`);
  },
};
