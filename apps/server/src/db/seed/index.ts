// Seeding: reference data on every start (idempotent) and the demo world into an empty database.

import { randomBytes } from 'node:crypto';
import { hashPassword } from '@/lib/password.ts';
import { PersonalDataCipher } from '@/lib/personal-data/index.ts';
import type { Storage } from '@/lib/storage.ts';
import { foldDashboard } from '@/modules/dashboard/index.ts';
import type { Db } from '../client.ts';
import { seedAnnouncements } from './demo/announcements.ts';
import { seedCertificates } from './demo/certificates.ts';
import { seedClasses } from './demo/classes.ts';
import { seedCompetitions } from './demo/competitions.ts';
import { seedContent } from './demo/content.ts';
import { seedCourses } from './demo/courses.ts';
import { seedEnrolments } from './demo/enrolments.ts';
import { seedExams } from './demo/exams.ts';
import { seedFace } from './demo/face.ts';
import { seedHomework } from './demo/homework.ts';
import { DEMO_INSTITUTIONS, seedInstitutions } from './demo/institutions.ts';
import { seedLearning, seedRecentStudy } from './demo/learning.ts';
import { seedLive } from './demo/live.ts';
import { seedFaqs, seedOperates } from './demo/operates.ts';
import { seedSettlement } from './demo/settlement.ts';
import { seedShortCourse } from './demo/short-course.ts';
import { seedSites } from './demo/sites.ts';
import { seedStudents } from './demo/students.ts';
import { seedSurveys } from './demo/surveys.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedAccounts } from './demo/users.ts';
import { seedDicts } from './reference/dicts.ts';
import { seedMenus } from './reference/menus.ts';
import { seedRegions } from './reference/regions.ts';
import { seedRoles } from './reference/roles.ts';
import { seedDefaultSite } from './reference/sites.ts';

/** Roles, dictionaries, regions, menus and a default site; inserts only what is absent, so it is safe on every start. */
export async function seedReference(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await seedRoles(tx);
    await seedDicts(tx);
    await seedRegions(tx);
    await seedMenus(tx);
    await seedDefaultSite(tx);
  });
}

/**
 * The demo sites, institutions, courses, classes, accounts, students, guides, surveys and competitions; call it on an
 * empty database only. `storage`: where the demo's files (guide attachments, course videos) go, none without it;
 * `personalDataKey`: the instance's key for the demo's ID numbers and phones (random when none is given);
 * `studyHourMinutes`: the instance's STUDY_HOUR_MINUTES, so the demo's credited hours read as intended.
 */
export async function seedDemo(
  db: Db,
  {
    storage,
    personalDataKey = randomBytes(32),
    studyHourMinutes = 45,
  }: { storage?: Storage; personalDataKey?: Buffer; studyHourMinutes?: number } = {},
): Promise<void> {
  const personalData = new PersonalDataCipher(personalDataKey);
  // One argon2 hash for all demo accounts keeps seeding fast.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const siteIds = await seedSites(tx);
    const { institutionIds, courseIds } = await seedInstitutions(tx);
    await seedCourses(tx, courseIds, storage);
    const ctx = {
      passwordHash,
      personalData,
      siteIds,
      institutionIds,
      institutionRegions: new Map(DEMO_INSTITUTIONS.map((i) => [i.name, i.regionCode])),
    };
    const userIds = await seedAccounts(tx, ctx, DEMO_ACCOUNTS);
    const seededClasses = await seedClasses(tx, ctx, userIds, courseIds);
    await seedStudents(tx, ctx, userIds, seededClasses);
    await seedEnrolments(tx, ctx, userIds, seededClasses);
    await seedHomework(tx, userIds, seededClasses);
    await seedLive(tx, userIds, seededClasses);
    await seedLearning(tx);
    await seedRecentStudy(tx);
    await seedFace(tx, personalData, storage);
    await seedContent(tx, ctx, userIds);
    await seedOperates(tx, storage);
    await seedFaqs(tx);
    await seedAnnouncements(tx, userIds);
    await seedSurveys(tx, userIds);
    await seedCompetitions(tx, userIds, personalData);
    await seedExams(tx, userIds, courseIds);
    await seedCertificates(tx, userIds, personalData, storage, studyHourMinutes);
    await seedSettlement(tx, userIds, ctx.institutionIds);
    await seedShortCourse(tx, ctx, userIds, storage);
  });
  // The dashboard's rollups start from the demo's rows, so /home and /bigScreen show them at once.
  await foldDashboard(db);
}
