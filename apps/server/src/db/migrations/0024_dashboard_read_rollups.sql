CREATE TABLE "dashboard_count_totals" (
	"metric" text NOT NULL,
	"region_code" text NOT NULL,
	"institution_id" integer NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "dashboard_count_totals_metric_region_code_institution_id_pk" PRIMARY KEY("metric","region_code","institution_id")
);
--> statement-breakpoint
CREATE TABLE "dashboard_study_days" (
	"region_code" text NOT NULL,
	"institution_id" integer NOT NULL,
	"day" text NOT NULL,
	"seconds" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "dashboard_study_days_region_code_institution_id_day_pk" PRIMARY KEY("region_code","institution_id","day")
);
--> statement-breakpoint
CREATE INDEX "dashboard_study_days_day_idx" ON "dashboard_study_days" USING btree ("day");--> statement-breakpoint
-- The rollups of a running deployment summed once; the dashboard-rollup job keeps them from here (modules/dashboard/rollup.ts).
INSERT INTO "dashboard_study_days" ("region_code", "institution_id", "day", "seconds")
  SELECT "region_code", "institution_id", "day", sum("seconds") FROM "dashboard_study" GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO "dashboard_count_totals" ("metric", "region_code", "institution_id", "n")
  SELECT "metric", "region_code", "institution_id", sum("n") FROM "dashboard_counts" GROUP BY 1, 2, 3;