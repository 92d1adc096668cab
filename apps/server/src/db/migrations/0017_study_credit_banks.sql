ALTER TABLE "study_states" ADD COLUMN "study_course_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "study_states" ADD COLUMN "carry_ms" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "study_states" ADD COLUMN "credit_bank_ms" integer DEFAULT 2000 NOT NULL;--> statement-breakpoint
ALTER TABLE "study_states" ADD COLUMN "seek_bank_ms" integer DEFAULT 3000 NOT NULL;