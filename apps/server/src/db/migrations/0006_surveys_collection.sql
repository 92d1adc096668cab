CREATE TABLE "collection_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"receipt_no" text NOT NULL,
	"applicant_name" text NOT NULL,
	"phone_cipher" text NOT NULL,
	"phone_hash" text NOT NULL,
	"phone_masked" text NOT NULL,
	"kind" text NOT NULL,
	"entity_name" text NOT NULL,
	"industry" text NOT NULL,
	"region_code" text NOT NULL,
	"achievements" text NOT NULL,
	"pitch" text NOT NULL,
	"consent_version" text NOT NULL,
	"ip_hash" text NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"review_note" text DEFAULT '' NOT NULL,
	"reviewer_id" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collection_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"application_id" integer,
	"storage_key" text NOT NULL,
	"name" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"ip_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"position" integer NOT NULL,
	"label" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"survey_id" integer NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"required" boolean DEFAULT true NOT NULL,
	"rating_max" integer DEFAULT 5 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_response_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"response_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"option_id" integer,
	"text" text,
	"rating" integer
);
--> statement-breakpoint
CREATE TABLE "survey_responses" (
	"id" serial PRIMARY KEY NOT NULL,
	"survey_id" integer NOT NULL,
	"user_id" integer,
	"browser_key" text,
	"ip_hash" text NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_responses_who_ck" CHECK ("survey_responses"."user_id" is not null or "survey_responses"."browser_key" is not null)
);
--> statement-breakpoint
CREATE TABLE "surveys" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"opens_at" timestamp with time zone,
	"closes_at" timestamp with time zone,
	"region_code" text,
	"author_id" integer,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "collection_applications" ADD CONSTRAINT "collection_applications_region_code_regions_code_fk" FOREIGN KEY ("region_code") REFERENCES "public"."regions"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_applications" ADD CONSTRAINT "collection_applications_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_attachments" ADD CONSTRAINT "collection_attachments_application_id_collection_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."collection_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_options" ADD CONSTRAINT "survey_options_question_id_survey_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."survey_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_questions" ADD CONSTRAINT "survey_questions_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_response_items" ADD CONSTRAINT "survey_response_items_response_id_survey_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."survey_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_response_items" ADD CONSTRAINT "survey_response_items_question_id_survey_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."survey_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_response_items" ADD CONSTRAINT "survey_response_items_option_id_survey_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."survey_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_region_code_regions_code_fk" FOREIGN KEY ("region_code") REFERENCES "public"."regions"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "collection_applications_receipt_uq" ON "collection_applications" USING btree ("receipt_no");--> statement-breakpoint
CREATE UNIQUE INDEX "collection_applications_duplicate_uq" ON "collection_applications" USING btree ("phone_hash","entity_name");--> statement-breakpoint
CREATE INDEX "collection_applications_region_idx" ON "collection_applications" USING btree ("region_code");--> statement-breakpoint
CREATE INDEX "collection_applications_status_idx" ON "collection_applications" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "collection_attachments_token_uq" ON "collection_attachments" USING btree ("token");--> statement-breakpoint
CREATE INDEX "collection_attachments_application_idx" ON "collection_attachments" USING btree ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_options_position_uq" ON "survey_options" USING btree ("question_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_questions_position_uq" ON "survey_questions" USING btree ("survey_id","position");--> statement-breakpoint
CREATE INDEX "survey_response_items_question_idx" ON "survey_response_items" USING btree ("question_id","option_id");--> statement-breakpoint
CREATE INDEX "survey_response_items_response_idx" ON "survey_response_items" USING btree ("response_id");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_responses_user_uq" ON "survey_responses" USING btree ("survey_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_responses_browser_uq" ON "survey_responses" USING btree ("survey_id","browser_key");--> statement-breakpoint
CREATE INDEX "survey_responses_ip_idx" ON "survey_responses" USING btree ("survey_id","ip_hash");--> statement-breakpoint
CREATE INDEX "surveys_region_idx" ON "surveys" USING btree ("region_code");--> statement-breakpoint
CREATE INDEX "surveys_status_idx" ON "surveys" USING btree ("status");