CREATE TABLE "dashboard_classes" (
	"class_id" integer PRIMARY KEY NOT NULL,
	"region_code" text NOT NULL,
	"institution_id" integer NOT NULL,
	"status" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dashboard_counts" (
	"metric" text NOT NULL,
	"region_code" text NOT NULL,
	"institution_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"day" text NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "dashboard_counts_metric_region_code_institution_id_class_id_day_pk" PRIMARY KEY("metric","region_code","institution_id","class_id","day")
);
--> statement-breakpoint
CREATE TABLE "dashboard_maps" (
	"name" text PRIMARY KEY NOT NULL,
	"geojson" jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"uploaded_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dashboard_marks" (
	"name" text PRIMARY KEY NOT NULL,
	"last_id" bigint DEFAULT 0 NOT NULL,
	"gaps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"folded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "dashboard_recent" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"class_id" integer NOT NULL,
	"region_code" text DEFAULT '' NOT NULL,
	"institution_id" integer DEFAULT 0 NOT NULL,
	"last_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dashboard_study" (
	"class_id" integer NOT NULL,
	"day" text NOT NULL,
	"region_code" text DEFAULT '' NOT NULL,
	"institution_id" integer DEFAULT 0 NOT NULL,
	"seconds" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "dashboard_study_class_id_day_pk" PRIMARY KEY("class_id","day")
);
--> statement-breakpoint
CREATE INDEX "dashboard_classes_region_idx" ON "dashboard_classes" USING btree ("region_code","status");--> statement-breakpoint
CREATE INDEX "dashboard_counts_metric_day_idx" ON "dashboard_counts" USING btree ("metric","day");--> statement-breakpoint
CREATE INDEX "dashboard_counts_class_idx" ON "dashboard_counts" USING btree ("class_id");--> statement-breakpoint
CREATE INDEX "dashboard_recent_last_idx" ON "dashboard_recent" USING btree ("last_at");--> statement-breakpoint
CREATE INDEX "dashboard_study_day_idx" ON "dashboard_study" USING btree ("day","region_code");--> statement-breakpoint
CREATE INDEX "dashboard_study_region_idx" ON "dashboard_study" USING btree ("region_code","day");