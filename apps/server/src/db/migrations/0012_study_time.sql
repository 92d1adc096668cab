CREATE TABLE "lesson_progress" (
	"user_id" integer NOT NULL,
	"lesson_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"credited_seconds" integer DEFAULT 0 NOT NULL,
	"furthest_position" integer DEFAULT 0 NOT NULL,
	"last_position" integer DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lesson_progress_user_id_lesson_id_pk" PRIMARY KEY("user_id","lesson_id")
);
--> statement-breakpoint
CREATE TABLE "live_progress" (
	"user_id" integer NOT NULL,
	"session_id" integer NOT NULL,
	"live_seconds" integer DEFAULT 0 NOT NULL,
	"replay_seconds" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "live_progress_user_id_session_id_pk" PRIMARY KEY("user_id","session_id")
);
--> statement-breakpoint
CREATE TABLE "study_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"class_id" integer,
	"course_id" integer,
	"lesson_id" integer,
	"session_id" integer,
	"kind" text NOT NULL,
	"day" text NOT NULL,
	"seconds" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "study_states" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"tab" text DEFAULT '' NOT NULL,
	"target" text DEFAULT '' NOT NULL,
	"playing" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"last_report_at" timestamp with time zone,
	"day" text DEFAULT '' NOT NULL,
	"day_seconds" integer DEFAULT 0 NOT NULL,
	"credited_total" integer DEFAULT 0 NOT NULL,
	"idle_due_at" integer DEFAULT 0 NOT NULL,
	"idle_issued_at" timestamp with time zone,
	"face_due_at" integer DEFAULT 0 NOT NULL,
	"face_issued_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lesson_progress" ADD CONSTRAINT "lesson_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_progress" ADD CONSTRAINT "lesson_progress_lesson_id_course_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."course_lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_progress" ADD CONSTRAINT "live_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_progress" ADD CONSTRAINT "live_progress_session_id_class_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."class_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_ledger" ADD CONSTRAINT "study_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_ledger" ADD CONSTRAINT "study_ledger_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_ledger" ADD CONSTRAINT "study_ledger_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_ledger" ADD CONSTRAINT "study_ledger_lesson_id_course_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."course_lessons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_ledger" ADD CONSTRAINT "study_ledger_session_id_class_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."class_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_states" ADD CONSTRAINT "study_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lesson_progress_course_idx" ON "lesson_progress" USING btree ("user_id","course_id");--> statement-breakpoint
CREATE INDEX "study_ledger_user_day_idx" ON "study_ledger" USING btree ("user_id","day");--> statement-breakpoint
CREATE INDEX "study_ledger_class_idx" ON "study_ledger" USING btree ("class_id","user_id");--> statement-breakpoint
CREATE INDEX "study_ledger_course_idx" ON "study_ledger" USING btree ("user_id","course_id");