ALTER TABLE "study_ledger" DROP CONSTRAINT "study_ledger_class_id_classes_id_fk";
--> statement-breakpoint
ALTER TABLE "study_ledger" DROP CONSTRAINT "study_ledger_course_id_courses_id_fk";
--> statement-breakpoint
ALTER TABLE "study_ledger" DROP CONSTRAINT "study_ledger_lesson_id_course_lessons_id_fk";
--> statement-breakpoint
ALTER TABLE "study_ledger" DROP CONSTRAINT "study_ledger_session_id_class_sessions_id_fk";
