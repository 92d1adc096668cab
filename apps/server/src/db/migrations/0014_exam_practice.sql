CREATE TABLE "exam_practice_answers" (
	"user_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"answered_count" integer DEFAULT 0 NOT NULL,
	"right_count" integer DEFAULT 0 NOT NULL,
	"wrong_count" integer DEFAULT 0 NOT NULL,
	"last_answer" jsonb NOT NULL,
	"last_result" text NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	"wrong_book" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "exam_practice_answers_user_id_question_id_pk" PRIMARY KEY("user_id","question_id")
);
--> statement-breakpoint
ALTER TABLE "exam_practice_answers" ADD CONSTRAINT "exam_practice_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_practice_answers" ADD CONSTRAINT "exam_practice_answers_question_id_exam_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."exam_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_practice_answers" ADD CONSTRAINT "exam_practice_answers_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exam_practice_answers_book_idx" ON "exam_practice_answers" USING btree ("user_id","course_id","wrong_book","last_at");