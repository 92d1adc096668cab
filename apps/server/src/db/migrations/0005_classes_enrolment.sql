CREATE TABLE "book_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_id" integer NOT NULL,
	"book" text NOT NULL,
	"quantity" integer NOT NULL,
	"ordered_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "class_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"place" text DEFAULT '' NOT NULL,
	"live_url" text DEFAULT '' NOT NULL,
	"trainer_id" integer
);
--> statement-breakpoint
CREATE TABLE "class_trainers" (
	"class_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "class_trainers_class_id_user_id_pk" PRIMARY KEY("class_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "class_transitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_id" integer,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enrolments" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"course_id" integer,
	"lead_id" integer,
	"verified" integer DEFAULT 0 NOT NULL,
	"verified_at" timestamp with time zone,
	"verified_by" integer,
	"study_started_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"id_card_cipher" text NOT NULL,
	"id_card_hash" text NOT NULL,
	"id_card_masked" text NOT NULL,
	"phone_cipher" text NOT NULL,
	"phone_hash" text NOT NULL,
	"phone_masked" text NOT NULL,
	"region_code" text NOT NULL,
	"education" text NOT NULL,
	"course_id" integer NOT NULL,
	"institution_id" integer,
	"status" text DEFAULT 'new' NOT NULL,
	"consent_version" text NOT NULL,
	"handled_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "classes_institution_idx";--> statement-breakpoint
DROP INDEX "classes_region_idx";--> statement-breakpoint
DROP INDEX "institutions_region_idx";--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "mode" text DEFAULT 'offline' NOT NULL;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "place" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "reject_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "enrolled_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "student_details" ADD COLUMN "id_card_cipher" text;--> statement-breakpoint
ALTER TABLE "student_details" ADD COLUMN "id_card_hash" text;--> statement-breakpoint
ALTER TABLE "student_details" ADD COLUMN "phone_cipher" text;--> statement-breakpoint
ALTER TABLE "student_details" ADD COLUMN "gender" text;--> statement-breakpoint
ALTER TABLE "student_details" ADD COLUMN "education" text;--> statement-breakpoint
ALTER TABLE "student_details" ADD COLUMN "household" text;--> statement-breakpoint
ALTER TABLE "student_details" ADD COLUMN "employment" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "must_change_password" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "book_orders" ADD CONSTRAINT "book_orders_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_orders" ADD CONSTRAINT "book_orders_ordered_by_users_id_fk" FOREIGN KEY ("ordered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_sessions" ADD CONSTRAINT "class_sessions_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_sessions" ADD CONSTRAINT "class_sessions_trainer_id_users_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_trainers" ADD CONSTRAINT "class_trainers_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_trainers" ADD CONSTRAINT "class_trainers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_transitions" ADD CONSTRAINT "class_transitions_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_transitions" ADD CONSTRAINT "class_transitions_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_region_code_regions_code_fk" FOREIGN KEY ("region_code") REFERENCES "public"."regions"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "book_orders_class_idx" ON "book_orders" USING btree ("class_id","id");--> statement-breakpoint
CREATE INDEX "class_sessions_class_idx" ON "class_sessions" USING btree ("class_id","starts_at");--> statement-breakpoint
CREATE INDEX "class_trainers_user_idx" ON "class_trainers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "class_transitions_class_idx" ON "class_transitions" USING btree ("class_id","id");--> statement-breakpoint
CREATE INDEX "class_transitions_to_idx" ON "class_transitions" USING btree ("to_status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "enrolments_class_user_idx" ON "enrolments" USING btree ("class_id","user_id");--> statement-breakpoint
CREATE INDEX "enrolments_user_course_idx" ON "enrolments" USING btree ("user_id","course_id");--> statement-breakpoint
CREATE INDEX "enrolments_class_verified_idx" ON "enrolments" USING btree ("class_id","verified","id");--> statement-breakpoint
CREATE INDEX "leads_region_status_idx" ON "leads" USING btree ("region_code","status","id");--> statement-breakpoint
CREATE INDEX "leads_id_card_idx" ON "leads" USING btree ("id_card_hash","course_id","created_at");--> statement-breakpoint
CREATE INDEX "classes_status_start_idx" ON "classes" USING btree ("status","start_date");--> statement-breakpoint
CREATE INDEX "classes_status_end_idx" ON "classes" USING btree ("status","end_date");--> statement-breakpoint
CREATE INDEX "classes_teacher_idx" ON "classes" USING btree ("teacher_id");--> statement-breakpoint
CREATE INDEX "classes_course_idx" ON "classes" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "institutions_status_idx" ON "institutions" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "student_details_id_card_idx" ON "student_details" USING btree ("id_card_hash");--> statement-breakpoint
CREATE INDEX "classes_institution_idx" ON "classes" USING btree ("institution_id","status","id");--> statement-breakpoint
CREATE INDEX "classes_region_idx" ON "classes" USING btree ("region_code","status","id");--> statement-breakpoint
CREATE INDEX "institutions_region_idx" ON "institutions" USING btree ("region_code","status");