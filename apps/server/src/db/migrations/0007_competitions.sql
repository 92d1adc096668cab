CREATE TABLE "competition_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"competition_id" integer NOT NULL,
	"track_id" integer NOT NULL,
	"number" text NOT NULL,
	"entrant_type" text NOT NULL,
	"project_name" text NOT NULL,
	"industry" text NOT NULL,
	"business_stage" text NOT NULL,
	"region_code" text NOT NULL,
	"leader_name" text NOT NULL,
	"leader_id_cipher" text NOT NULL,
	"leader_id_hash" text NOT NULL,
	"leader_phone_cipher" text NOT NULL,
	"leader_phone_hash" text NOT NULL,
	"members" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"video_url" text DEFAULT '' NOT NULL,
	"consent_version" text NOT NULL,
	"corrections" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "competition_result_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"registration_id" integer NOT NULL,
	"stage_id" integer NOT NULL,
	"outcome" text NOT NULL,
	"score" numeric(5, 2),
	"award" text DEFAULT '' NOT NULL,
	"source" text NOT NULL,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "competition_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"registration_id" integer NOT NULL,
	"stage_id" integer NOT NULL,
	"outcome" text NOT NULL,
	"score" numeric(5, 2),
	"award" text DEFAULT '' NOT NULL,
	"recorded_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "competition_stage_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"stage_id" integer NOT NULL,
	"action" text NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "competition_stages" (
	"id" serial PRIMARY KEY NOT NULL,
	"competition_id" integer NOT NULL,
	"kind" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"results_published_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "competition_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"registration_id" integer NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "competition_tracks" (
	"id" serial PRIMARY KEY NOT NULL,
	"competition_id" integer NOT NULL,
	"name" text NOT NULL,
	"order_num" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "competitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"region_code" text,
	"name" text NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"organizer" text DEFAULT '' NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"eligibility" text DEFAULT '' NOT NULL,
	"service_info" text DEFAULT '' NOT NULL,
	"contact" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "competition_registrations" ADD CONSTRAINT "competition_registrations_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_registrations" ADD CONSTRAINT "competition_registrations_track_id_competition_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."competition_tracks"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_result_events" ADD CONSTRAINT "competition_result_events_registration_id_competition_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."competition_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_result_events" ADD CONSTRAINT "competition_result_events_stage_id_competition_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."competition_stages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_result_events" ADD CONSTRAINT "competition_result_events_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_results" ADD CONSTRAINT "competition_results_registration_id_competition_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."competition_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_results" ADD CONSTRAINT "competition_results_stage_id_competition_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."competition_stages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_results" ADD CONSTRAINT "competition_results_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_stage_events" ADD CONSTRAINT "competition_stage_events_stage_id_competition_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."competition_stages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_stage_events" ADD CONSTRAINT "competition_stage_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_stages" ADD CONSTRAINT "competition_stages_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_submissions" ADD CONSTRAINT "competition_submissions_registration_id_competition_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."competition_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_tracks" ADD CONSTRAINT "competition_tracks_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitions" ADD CONSTRAINT "competitions_region_code_regions_code_fk" FOREIGN KEY ("region_code") REFERENCES "public"."regions"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitions" ADD CONSTRAINT "competitions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "competition_registrations_number_uq" ON "competition_registrations" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "competition_registrations_leader_uq" ON "competition_registrations" USING btree ("competition_id","leader_id_hash");--> statement-breakpoint
CREATE INDEX "competition_registrations_phone_idx" ON "competition_registrations" USING btree ("leader_phone_hash");--> statement-breakpoint
CREATE INDEX "competition_registrations_competition_idx" ON "competition_registrations" USING btree ("competition_id","track_id");--> statement-breakpoint
CREATE INDEX "competition_result_events_registration_idx" ON "competition_result_events" USING btree ("registration_id","stage_id");--> statement-breakpoint
CREATE UNIQUE INDEX "competition_results_stage_uq" ON "competition_results" USING btree ("registration_id","stage_id");--> statement-breakpoint
CREATE INDEX "competition_results_stage_idx" ON "competition_results" USING btree ("stage_id");--> statement-breakpoint
CREATE UNIQUE INDEX "competition_stages_kind_uq" ON "competition_stages" USING btree ("competition_id","kind");--> statement-breakpoint
CREATE INDEX "competition_submissions_registration_idx" ON "competition_submissions" USING btree ("registration_id");--> statement-breakpoint
CREATE INDEX "competition_tracks_competition_idx" ON "competition_tracks" USING btree ("competition_id");--> statement-breakpoint
CREATE INDEX "competitions_public_idx" ON "competitions" USING btree ("status");--> statement-breakpoint
CREATE INDEX "competitions_region_idx" ON "competitions" USING btree ("region_code");