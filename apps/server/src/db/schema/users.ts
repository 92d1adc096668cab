// Accounts, their ordered roles and the sites a teacher works for.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { institutions } from './institutions.ts';
import { regions } from './regions.ts';
import { roles } from './roles.ts';
import { sites } from './sites.ts';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /**
     * Stored in Unicode NFKC (the contracts' usernameSchema); unique whatever its case (users_username_key_idx). A
     * login name that is a mobile number is stored as its mask (138****1234) with the number in login_phone_*.
     */
    username: text('username').notNull(),
    /** The mobile number this account signs in with, when its login name is one (lib/personal-data/phones.ts). */
    loginPhoneCipher: text('login_phone_cipher'),
    /** Keyed hash of that number: sign-in finds the account by it, and it is unique. */
    loginPhoneHash: text('login_phone_hash'),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    avatar: text('avatar').notNull().default(''),
    /** The contact phone, encrypted (null: none), its keyed hash for lookups and the mask lists show. */
    phoneCipher: text('phone_cipher'),
    phoneHash: text('phone_hash'),
    phoneMasked: text('phone_masked').notNull().default(''),
    /** Only a masked form is kept (e.g. 3701**********1234); the full number is never stored. */
    idCardMasked: text('id_card_masked').notNull().default(''),
    address: text('address').notNull().default(''),
    intro: text('intro').notNull().default(''),
    regionCode: text('region_code').references(() => regions.code),
    institutionId: integer('institution_id').references(() => institutions.id),
    /** 1 when the face comparison has verified the person. */
    isCompare: integer('is_compare').notNull().default(0),
    /** 1 while the account still has an initial password it must change at its next sign-in. */
    mustChangePassword: integer('must_change_password').notNull().default(0),
    status: text('status', { enum: ['active', 'disabled'] })
      .notNull()
      .default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // `Admin` and `admin` are one account: logins and limits look usernames up by this key (usernameKey). Phone
    // login names are unique by their hash instead (two numbers can share a mask).
    uniqueIndex('users_username_key_idx').on(sql`lower(${t.username})`).where(sql`${t.loginPhoneHash} is null`),
    uniqueIndex('users_login_phone_idx').on(t.loginPhoneHash),
    index('users_phone_idx').on(t.phoneHash),
    index('users_region_idx').on(t.regionCode),
    index('users_institution_idx').on(t.institutionId),
  ],
);

/** A user's roles in order: position 0 is the routing role. */
export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role')
      .notNull()
      .references(() => roles.key),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] })],
);

/** The sites a (teacher) account works for, shown by the site switcher. */
export const userSites = pgTable(
  'user_sites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.siteId] })],
);
