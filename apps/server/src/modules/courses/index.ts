// The courses module: decorates `courses` (the catalogue, its chapters and lessons, uploaded media and the media
// tokens other areas use to hand out playable addresses) and registers the course and media calls. With workers,
// MEDIA_TRANSCODE=auto and ffmpeg on the PATH, each new video gets an HLS rendition and a poster in the background.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ClassReads, type CourseClassReads } from './class-reads.ts';
import { CourseService } from './course.service.ts';
import { mediaRoutes } from './media.routes.ts';
import { MediaService } from './media.service.ts';
import { MediaAccess } from './media-access.ts';
import { OutlineService } from './outline.service.ts';
import { courseRoutes } from './routes.ts';
import { hasFfmpeg, transcodeMedia } from './transcode.ts';

export { faceCheckedLessonsSql, lessonFactsSql } from './batch-sql.ts';
export type { CourseClassReads } from './class-reads.ts';
export type { CourseService } from './course.service.ts';
export { videoKey } from './media.service.ts';
export type { MediaAccess, MediaReader } from './media-access.ts';
export { bufferReader, type Mp4Info, readMp4 } from './mp4.ts';
export {
  asksStudyFaceCheck,
  chapterInCourse,
  chaptersOf,
  chapterTitleOf,
  courseExists,
  courseLiveFacePhotographOf,
  courseNameEnOf,
  courseNameOf,
  courseSummaries,
  coursesWhere,
  lessonsOf,
  lessonTitle,
} from './reads.ts';

export interface CourseCatalogue {
  /** Also which courses are offered to new classes and sign-ups (`offered()`, `isOffered(id)`): one rule for all. */
  catalogue: CourseService;
  outlines: OutlineService;
  /** Uploaded videos; media.toRow(row, userId) is a row with its addresses. */
  media: MediaService;
  /** mediaAccess.address(mediaId, userId, 'file') is a file's address with a token and its expiry. */
  mediaAccess: MediaAccess;
  /** Queues the rendition job of a new video when this instance makes renditions. */
  afterUpload(mediaId: number): void;
  /** Makes the HLS rendition and poster of one video now (the job's one step; tests call it directly). */
  transcode(mediaId: number): Promise<boolean>;
  /** The classes module hands over what the catalogue reads of the classes (it depends on the catalogue). */
  readClasses(reads: CourseClassReads): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    courses: CourseCatalogue;
  }
}

async function coursesModule(app: FastifyInstance) {
  const classes = new ClassReads();
  const courses = new CourseService(app.db, classes);
  const access = new MediaAccess(app.db, app.config.tokenSecret, classes);
  const media = new MediaService(app.db, app.storage, access, app.config.VIDEO_MAX_BYTES);
  const outlines = new OutlineService(app.db, courses, media, classes);
  const transcode = (mediaId: number) => transcodeMedia(app.db, app.storage, mediaId);
  let queue = Promise.resolve();
  const renders = () => app.config.WORKERS && app.config.MEDIA_TRANSCODE === 'auto' && hasFfmpeg();
  app.decorate('courses', {
    catalogue: courses,
    outlines,
    media,
    mediaAccess: access,
    transcode,
    readClasses: (reads) => classes.provide(reads),
    afterUpload(mediaId: number) {
      if (!renders()) return;
      queue = queue.then(() =>
        transcode(mediaId).then(
          (made) => {
            if (made) app.log.info({ mediaId }, 'media rendition made');
          },
          (error: unknown) => app.log.error({ err: error, mediaId }, 'media rendition failed'),
        ),
      );
    },
  });
  app.addHook('onClose', async () => {
    await queue;
  });
  await app.register(courseRoutes);
  await app.register(mediaRoutes);
}

export default fp(coursesModule, { name: 'courses', dependencies: ['core', 'audit'] });
