CREATE TABLE "worker_jobs" (
	"name" text PRIMARY KEY NOT NULL,
	"next_run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"taken_by" text DEFAULT '' NOT NULL,
	"taken_at" timestamp with time zone,
	"rounds" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "export_jobs" ADD COLUMN "claimed_by" text DEFAULT '' NOT NULL;