CREATE TABLE "certificate_lookups" (
	"id" serial PRIMARY KEY NOT NULL,
	"certificate_no" text NOT NULL,
	"certificate_id" integer,
	"found" boolean NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certificate_rules" (
	"course_id" integer PRIMARY KEY NOT NULL,
	"require_hours" boolean DEFAULT true NOT NULL,
	"require_theory" boolean DEFAULT true NOT NULL,
	"require_identity" boolean DEFAULT true NOT NULL,
	"live_min_percent" integer DEFAULT 0 NOT NULL,
	"homework_min_percent" integer DEFAULT 0 NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "face_waivers" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"reason" text NOT NULL,
	"waived_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "completion_records" RENAME TO "certificates";--> statement-breakpoint
ALTER TABLE "certificates" DROP CONSTRAINT "completion_records_certificate_no_unique";--> statement-breakpoint
ALTER TABLE "certificates" DROP CONSTRAINT "completion_records_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "certificates" DROP CONSTRAINT "completion_records_class_id_classes_id_fk";
--> statement-breakpoint
ALTER TABLE "certificates" DROP CONSTRAINT "completion_records_institution_id_institutions_id_fk";
--> statement-breakpoint
ALTER TABLE "certificates" DROP CONSTRAINT "completion_records_region_code_regions_code_fk";
--> statement-breakpoint
DROP INDEX "completion_records_user_idx";--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "course_id" integer;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "id_card_masked" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "hours" real DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "score" integer;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "snapshot" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "sha256" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "status" text DEFAULT 'issued' NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "issued_by" integer;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "revoked_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "revoked_by" integer;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "pdf_key" text;--> statement-breakpoint
ALTER TABLE "certificate_lookups" ADD CONSTRAINT "certificate_lookups_certificate_id_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."certificates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_rules" ADD CONSTRAINT "certificate_rules_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_rules" ADD CONSTRAINT "certificate_rules_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "face_waivers" ADD CONSTRAINT "face_waivers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "face_waivers" ADD CONSTRAINT "face_waivers_waived_by_users_id_fk" FOREIGN KEY ("waived_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certificate_lookups_created_idx" ON "certificate_lookups" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "face_waivers_class_user_idx" ON "face_waivers" USING btree ("class_id","user_id");--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_region_code_regions_code_fk" FOREIGN KEY ("region_code") REFERENCES "public"."regions"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certificates_user_idx" ON "certificates" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_class_user_idx" ON "certificates" USING btree ("class_id","user_id");--> statement-breakpoint
CREATE INDEX "certificates_region_idx" ON "certificates" USING btree ("region_code","id");--> statement-breakpoint
CREATE INDEX "certificates_institution_idx" ON "certificates" USING btree ("institution_id","id");--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_certificate_no_unique" UNIQUE("certificate_no");--> statement-breakpoint
-- Hand-written (issue 29): the completion records moved to the certificates domain keep their rows and numbers (old
-- sequential ones still look up). Each gets the masked ID number and what the snapshot needs from its class; its PDF
-- and sha256 are made from that snapshot at its first download (modules/certificates/service.ts, makeMissingPdf).
UPDATE "certificates" SET
	"id_card_masked" = coalesce((SELECT u."id_card_masked" FROM "users" u WHERE u."id" = "certificates"."user_id"), ''),
	"course_id" = (SELECT cl."course_id" FROM "classes" cl WHERE cl."id" = "certificates"."class_id"),
	"snapshot" = jsonb_build_object(
		'region_name', coalesce((SELECT r."name" FROM "regions" r WHERE r."code" = "certificates"."region_code"), ''),
		'start_date', (SELECT cl."start_date" FROM "classes" cl WHERE cl."id" = "certificates"."class_id"),
		'end_date', (SELECT cl."end_date" FROM "classes" cl WHERE cl."id" = "certificates"."class_id")
	)
WHERE "sha256" = '';
