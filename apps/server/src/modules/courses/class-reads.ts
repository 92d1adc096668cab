// What the catalogue reads of the classes: how many classes a course has, whether an institution teaches it or a
// student studies it. The classes module depends on the catalogue (the courses offered to new classes), so it hands
// these pieces over at start-up (`app.courseCatalogue.readClasses(...)`): the catalogue never imports it, and the
// two modules do not import each other (scripts/boundaries.ts).
import type { SQL } from 'drizzle-orm';
import type { Ref } from '@/db/refs.ts';

/** The classes' answers, each a piece of SQL on the caller's course column. */
export interface CourseClassReads {
  /** The number of classes on the course `courseId` names. */
  classCountOf(courseId: Ref): SQL<number>;
  /** Whether the institution has a class on the course `courseId` names. */
  taughtBy(institutionId: number, courseId: Ref): SQL;
  /** Whether the student is enrolled in a class on the course `courseId` names. */
  studiedBy(userId: number, courseId: Ref): SQL;
}

/** Holds the pieces the classes module hands over; a read before that is a start-up mistake. */
export class ClassReads implements CourseClassReads {
  private reads: CourseClassReads | null = null;

  provide(reads: CourseClassReads): void {
    this.reads = reads;
  }

  private get given(): CourseClassReads {
    if (!this.reads) throw new Error('the classes module has not handed the catalogue its reads');
    return this.reads;
  }

  classCountOf(courseId: Ref): SQL<number> {
    return this.given.classCountOf(courseId);
  }

  taughtBy(institutionId: number, courseId: Ref): SQL {
    return this.given.taughtBy(institutionId, courseId);
  }

  studiedBy(userId: number, courseId: Ref): SQL {
    return this.given.studiedBy(userId, courseId);
  }
}
