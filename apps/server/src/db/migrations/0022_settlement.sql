CREATE TABLE "followup_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"enrolment_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"institution_id" integer NOT NULL,
	"region_code" text NOT NULL,
	"contacted_on" date NOT NULL,
	"way" text NOT NULL,
	"business_started" boolean DEFAULT false NOT NULL,
	"employment_status" text NOT NULL,
	"service_given" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settlement_accounts" (
	"institution_id" integer PRIMARY KEY NOT NULL,
	"account_name" text DEFAULT '' NOT NULL,
	"bank_name" text DEFAULT '' NOT NULL,
	"account_no" text DEFAULT '' NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settlement_chains" (
	"region_code" text PRIMARY KEY NOT NULL,
	"levels" jsonb NOT NULL,
	"publicity_days" integer DEFAULT 5 NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settlement_claim_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"claim_id" integer NOT NULL,
	"kind" text NOT NULL,
	"generated" boolean DEFAULT false NOT NULL,
	"storage_key" text NOT NULL,
	"name" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer DEFAULT 0 NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settlement_claim_steps" (
	"id" serial PRIMARY KEY NOT NULL,
	"claim_id" integer NOT NULL,
	"action" text NOT NULL,
	"actor_id" integer,
	"actor_name" text DEFAULT '' NOT NULL,
	"role" text DEFAULT '' NOT NULL,
	"region_code" text,
	"from_status" text,
	"to_status" text,
	"reason" text DEFAULT '' NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settlement_claim_students" (
	"id" serial PRIMARY KEY NOT NULL,
	"claim_id" integer NOT NULL,
	"enrolment_id" integer,
	"user_id" integer,
	"student_name" text NOT NULL,
	"id_card_masked" text DEFAULT '' NOT NULL,
	"id_card_hash" text,
	"hours" real DEFAULT 0 NOT NULL,
	"required_hours" real DEFAULT 0 NOT NULL,
	"score" integer,
	"eligible" boolean NOT NULL,
	"reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"amount_fen" integer DEFAULT 0 NOT NULL,
	"struck" boolean DEFAULT false NOT NULL,
	"struck_reason" text DEFAULT '' NOT NULL,
	"struck_by" integer,
	"struck_at" timestamp with time zone,
	"duplicate" boolean DEFAULT false NOT NULL,
	"duplicate_of" jsonb
);
--> statement-breakpoint
CREATE TABLE "settlement_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_id" integer NOT NULL,
	"institution_id" integer NOT NULL,
	"region_code" text NOT NULL,
	"course_id" integer,
	"training_kind" text DEFAULT '' NOT NULL,
	"standard_id" integer,
	"class_end_date" date,
	"status" text DEFAULT 'draft' NOT NULL,
	"chain" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"current_step" text,
	"student_count" integer DEFAULT 0 NOT NULL,
	"claimed_fen" integer DEFAULT 0 NOT NULL,
	"total_fen" integer DEFAULT 0 NOT NULL,
	"publicity_days" integer DEFAULT 0 NOT NULL,
	"publicity_starts_on" date,
	"publicity_ends_on" date,
	"submitted_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"paid_on" date,
	"paid_reference" text DEFAULT '' NOT NULL,
	"paid_by" integer,
	"returned_reason" text DEFAULT '' NOT NULL,
	"returned_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settlement_holidays" (
	"day" date PRIMARY KEY NOT NULL,
	"kind" text DEFAULT 'holiday' NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"created_by" integer
);
--> statement-breakpoint
CREATE TABLE "settlement_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"duplicate_window_months" integer DEFAULT 36 NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settlement_standards" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"region_code" text NOT NULL,
	"training_kind" text NOT NULL,
	"amount_fen" integer NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "followup_contacts" ADD CONSTRAINT "followup_contacts_enrolment_id_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."enrolments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "followup_contacts" ADD CONSTRAINT "followup_contacts_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "followup_contacts" ADD CONSTRAINT "followup_contacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "followup_contacts" ADD CONSTRAINT "followup_contacts_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "followup_contacts" ADD CONSTRAINT "followup_contacts_region_code_regions_code_fk" FOREIGN KEY ("region_code") REFERENCES "public"."regions"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "followup_contacts" ADD CONSTRAINT "followup_contacts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_accounts" ADD CONSTRAINT "settlement_accounts_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_accounts" ADD CONSTRAINT "settlement_accounts_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_chains" ADD CONSTRAINT "settlement_chains_region_code_regions_code_fk" FOREIGN KEY ("region_code") REFERENCES "public"."regions"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_chains" ADD CONSTRAINT "settlement_chains_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_claim_documents" ADD CONSTRAINT "settlement_claim_documents_claim_id_settlement_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."settlement_claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_claim_documents" ADD CONSTRAINT "settlement_claim_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_claim_steps" ADD CONSTRAINT "settlement_claim_steps_claim_id_settlement_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."settlement_claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_claim_steps" ADD CONSTRAINT "settlement_claim_steps_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_claim_students" ADD CONSTRAINT "settlement_claim_students_claim_id_settlement_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."settlement_claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_claim_students" ADD CONSTRAINT "settlement_claim_students_enrolment_id_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."enrolments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_claim_students" ADD CONSTRAINT "settlement_claim_students_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_claim_students" ADD CONSTRAINT "settlement_claim_students_struck_by_users_id_fk" FOREIGN KEY ("struck_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_claims" ADD CONSTRAINT "settlement_claims_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_claims" ADD CONSTRAINT "settlement_claims_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_claims" ADD CONSTRAINT "settlement_claims_region_code_regions_code_fk" FOREIGN KEY ("region_code") REFERENCES "public"."regions"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_claims" ADD CONSTRAINT "settlement_claims_standard_id_settlement_standards_id_fk" FOREIGN KEY ("standard_id") REFERENCES "public"."settlement_standards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_claims" ADD CONSTRAINT "settlement_claims_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_claims" ADD CONSTRAINT "settlement_claims_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_holidays" ADD CONSTRAINT "settlement_holidays_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_settings" ADD CONSTRAINT "settlement_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_standards" ADD CONSTRAINT "settlement_standards_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_standards" ADD CONSTRAINT "settlement_standards_region_code_regions_code_fk" FOREIGN KEY ("region_code") REFERENCES "public"."regions"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_standards" ADD CONSTRAINT "settlement_standards_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "followup_contacts_enrolment_idx" ON "followup_contacts" USING btree ("enrolment_id","contacted_on");--> statement-breakpoint
CREATE INDEX "followup_contacts_class_idx" ON "followup_contacts" USING btree ("class_id");--> statement-breakpoint
CREATE INDEX "followup_contacts_region_idx" ON "followup_contacts" USING btree ("region_code","contacted_on");--> statement-breakpoint
CREATE INDEX "settlement_claim_documents_claim_idx" ON "settlement_claim_documents" USING btree ("claim_id","id");--> statement-breakpoint
CREATE INDEX "settlement_claim_steps_claim_idx" ON "settlement_claim_steps" USING btree ("claim_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_claim_students_claim_enrolment_idx" ON "settlement_claim_students" USING btree ("claim_id","enrolment_id");--> statement-breakpoint
CREATE INDEX "settlement_claim_students_user_idx" ON "settlement_claim_students" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "settlement_claim_students_id_card_idx" ON "settlement_claim_students" USING btree ("id_card_hash");--> statement-breakpoint
CREATE INDEX "settlement_claims_class_idx" ON "settlement_claims" USING btree ("class_id");--> statement-breakpoint
CREATE INDEX "settlement_claims_institution_idx" ON "settlement_claims" USING btree ("institution_id","id");--> statement-breakpoint
CREATE INDEX "settlement_claims_region_idx" ON "settlement_claims" USING btree ("region_code","status","id");--> statement-breakpoint
CREATE INDEX "settlement_claims_status_idx" ON "settlement_claims" USING btree ("status","publicity_ends_on");--> statement-breakpoint
CREATE INDEX "settlement_standards_course_idx" ON "settlement_standards" USING btree ("course_id","region_code","valid_from");