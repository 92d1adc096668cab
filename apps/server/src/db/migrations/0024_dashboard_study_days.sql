CREATE TABLE "dashboard_study_days" (
	"region_code" text NOT NULL,
	"institution_id" integer NOT NULL,
	"day" text NOT NULL,
	"seconds" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "dashboard_study_days_region_code_institution_id_day_pk" PRIMARY KEY("region_code","institution_id","day")
);
--> statement-breakpoint
CREATE INDEX "dashboard_study_days_day_idx" ON "dashboard_study_days" USING btree ("day");--> statement-breakpoint
-- The rollup of a running deployment summed once; the dashboard-rollup job keeps it from here (modules/dashboard/rollup.ts).
INSERT INTO "dashboard_study_days" ("region_code", "institution_id", "day", "seconds")
  SELECT "region_code", "institution_id", "day", sum("seconds") FROM "dashboard_study" GROUP BY 1, 2, 3;