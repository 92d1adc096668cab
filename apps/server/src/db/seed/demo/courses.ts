// The demo courses' chapters and lessons, with the short videos and posters shipped beside this file (made once with
// ffmpeg: test pattern and tone, H.264/AAC 640x360). Files go through the app's storage when there is one; the rows
// (content-addressed keys, durations read from the files) are the same either way, so the seed stays deterministic.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { Storage } from '@/lib/storage.ts';
import { bufferReader, readMp4, videoKey } from '@/modules/courses/index.ts';
import type { Db } from '../../client.ts';
import { courseChapters, courseLessons, courses, mediaFiles } from '../../schema/index.ts';

const MEDIA_DIR = new URL('./media/', import.meta.url);
const MONTH = '2026/01';

type DemoLesson =
  | { title: string; kind: 'video'; video: string }
  | { title: string; kind: 'document'; content: string }
  | { title: string; kind: 'live'; minutes: number };

export interface DemoCourse {
  requiredHours: number;
  cover?: string;
  chapters: { title: string; lessons: DemoLesson[] }[];
}

const SYB: DemoCourse = {
  requiredHours: 64,
  cover: 'syb-intro',
  chapters: [
    {
      title: '第一章 创业意识与自我评价',
      lessons: [
        { title: '1.1 你适合创业吗：创业者素质自我评价', kind: 'video', video: 'syb-intro' },
        {
          title: '1.2 建立你的企业构思',
          kind: 'document',
          content:
            '<h3>企业构思的来源</h3><p>从自己的技能与兴趣、身边未被满足的需求、本地资源出发，列出至少五个构思，再用 SWOT 分析筛选。</p>',
        },
      ],
    },
    {
      title: '第二章 评估市场与营销',
      lessons: [
        { title: '2.1 评估你的市场：顾客与竞争对手', kind: 'video', video: 'syb-market' },
        { title: '2.2 直播答疑：如何做市场调查', kind: 'live', minutes: 90 },
      ],
    },
    {
      title: '第三章 启动资金与利润计划',
      lessons: [
        { title: '3.1 预测启动资金', kind: 'video', video: 'syb-finance' },
        {
          title: '3.2 制订利润计划',
          kind: 'document',
          content: '<p>按月估算销售收入与成本，编制十二个月的利润计划表，判断企业何时开始盈利。</p>',
        },
      ],
    },
  ],
};

const ONLINE: DemoCourse = {
  requiredHours: 48,
  cover: 'syb-market',
  chapters: [
    {
      title: '第一章 网店定位与开设',
      lessons: [
        { title: '1.1 选品与网店定位', kind: 'video', video: 'syb-market' },
        { title: '1.2 直播带货实操', kind: 'live', minutes: 60 },
      ],
    },
  ],
};

/**
 * The short course (issue 28): one 学时 required, and a lesson of 46 minutes (a 1 fps title card with a running clock,
 * small enough to ship), so a student who watches it through is credited more than the requirement and can finish.
 */
export const TASTER: DemoCourse = {
  requiredHours: 1,
  cover: 'startup-taster',
  chapters: [
    {
      title: '第一章 认识创业',
      lessons: [
        { title: '1.1 创业意识快速体验（46分钟）', kind: 'video', video: 'startup-taster' },
        {
          title: '1.2 课后小结：写下你的第一个企业构思',
          kind: 'document',
          content:
            '<h3>课后小结</h3><p>用一句话写下你的企业构思：卖什么、卖给谁、为什么他们会买。再列出你已有的三项资源（技能、资金、人脉）。</p>',
        },
      ],
    },
  ],
};

/** One media row per shipped video (content-addressed), its poster beside it; the files only with a storage. */
async function seedVideo(db: Db, storage: Storage | undefined, name: string): Promise<number> {
  const data = readFileSync(new URL(`${name}.mp4`, MEDIA_DIR));
  const sha256 = createHash('sha256').update(data).digest('hex');
  const key = videoKey(sha256);
  const [existing] = await db.select({ id: mediaFiles.id }).from(mediaFiles).where(eq(mediaFiles.storageKey, key));
  if (existing) return existing.id;
  const info = await readMp4(bufferReader(data), data.length);
  const posterKey = `media/${sha256}/poster.jpg`;
  if (storage) {
    await storage.put(key, data);
    await storage.put(posterKey, readFileSync(new URL(`${name}.jpg`, MEDIA_DIR)));
  }
  const [row] = await db
    .insert(mediaFiles)
    .values({
      kind: 'video',
      storageKey: key,
      originalName: `${name}.mp4`,
      mime: 'video/mp4',
      sizeBytes: data.length,
      durationSeconds: info.durationSeconds,
      width: info.width,
      height: info.height,
      posterKey: storage ? posterKey : null,
    })
    .returning({ id: mediaFiles.id });
  return row!.id;
}

/** A poster kept as an upload, so the course cover is served like every other picture. */
async function seedCover(storage: Storage, name: string): Promise<string> {
  const data = readFileSync(new URL(`${name}.jpg`, MEDIA_DIR));
  const stored = `${MONTH}/${createHash('md5').update(data).digest('hex')}.jpg`;
  await storage.put(`uploads/${stored}`, data);
  return `/uploads/${stored}`;
}

export async function seedCourse(db: Db, storage: Storage | undefined, courseId: number, course: DemoCourse) {
  const cover = storage && course.cover ? await seedCover(storage, course.cover) : '';
  await db.update(courses).set({ requiredHours: course.requiredHours, cover }).where(eq(courses.id, courseId));
  for (const [c, chapter] of course.chapters.entries()) {
    const [row] = await db
      .insert(courseChapters)
      .values({ courseId, title: chapter.title, sort: c + 1 })
      .returning({ id: courseChapters.id });
    for (const [l, lesson] of chapter.lessons.entries()) {
      const base = { courseId, chapterId: row!.id, title: lesson.title, kind: lesson.kind, sort: l + 1 };
      if (lesson.kind === 'video') {
        const mediaId = await seedVideo(db, storage, lesson.video);
        const [media] = await db
          .select({ seconds: mediaFiles.durationSeconds })
          .from(mediaFiles)
          .where(eq(mediaFiles.id, mediaId));
        await db.insert(courseLessons).values({ ...base, mediaId, durationSeconds: media!.seconds });
      } else if (lesson.kind === 'document') {
        await db.insert(courseLessons).values({ ...base, content: lesson.content });
      } else {
        await db.insert(courseLessons).values({ ...base, durationSeconds: lesson.minutes * 60 });
      }
    }
  }
}

/** Chapters and lessons of the demo's two published courses, and one draft course still being prepared. */
export async function seedCourses(db: Db, courseIds: number[], storage?: Storage): Promise<void> {
  const [syb, online] = courseIds;
  if (syb) await seedCourse(db, storage, syb, SYB);
  if (online) await seedCourse(db, storage, online, ONLINE);
  const [draft] = await db
    .insert(courses)
    .values({
      name: '创业模拟实训（筹备中）',
      intro: '以沙盘模拟经营一家小微企业，练习采购、定价、营销与现金流管理。课程内容整理中，尚未发布。',
      status: 'draft',
      requiredHours: 16,
    })
    .returning({ id: courses.id });
  await seedCourse(db, storage, draft!.id, {
    requiredHours: 16,
    chapters: [{ title: '第一章 模拟经营规则', lessons: [] }],
  });
}
