CREATE TABLE "dict_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"value" integer NOT NULL,
	"label" text NOT NULL,
	"order_num" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dict_types" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "classes" (
	"id" serial PRIMARY KEY NOT NULL,
	"institution_id" integer NOT NULL,
	"course_id" integer,
	"name" text NOT NULL,
	"region_code" text NOT NULL,
	"start_date" date,
	"end_date" date,
	"capacity" integer DEFAULT 30 NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"teacher_id" integer,
	"trainer_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"live_face_photograph" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "institutions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"region_code" text NOT NULL,
	"kind" text NOT NULL,
	"contact" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"settlement_contact" text DEFAULT '' NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'approved' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"path" text NOT NULL,
	"component" text NOT NULL,
	"title" text NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"visible" text DEFAULT '0' NOT NULL,
	"keepalive" boolean DEFAULT false NOT NULL,
	"breadcrumb" boolean DEFAULT true NOT NULL,
	"active_menu" text DEFAULT '' NOT NULL,
	"permission" text DEFAULT '' NOT NULL,
	"order_num" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "role_menus" (
	"role" text NOT NULL,
	"menu_id" integer NOT NULL,
	CONSTRAINT "role_menus_role_menu_id_pk" PRIMARY KEY("role","menu_id")
);
--> statement-breakpoint
CREATE TABLE "access_logs" (
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"access_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "access_logs_user_id_kind_pk" PRIMARY KEY("user_id","kind")
);
--> statement-breakpoint
CREATE TABLE "features" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"edit_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operate_guide_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"guide_id" integer NOT NULL,
	"name" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"order_num" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operate_guides" (
	"id" serial PRIMARY KEY NOT NULL,
	"role" text NOT NULL,
	"manual" text DEFAULT '' NOT NULL,
	"is_show" boolean DEFAULT true NOT NULL,
	"edit_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operate_guides_role_unique" UNIQUE("role")
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"level" text NOT NULL,
	"parent_code" text
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"rotated_at" timestamp with time zone,
	CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"role" text NOT NULL,
	"site_id" integer,
	"ip" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"end_reason" text
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"id" serial PRIMARY KEY NOT NULL,
	"domain" text NOT NULL,
	"variant" text NOT NULL,
	"website" text NOT NULL,
	"website_subtitle" text DEFAULT '' NOT NULL,
	"short_name" text DEFAULT '' NOT NULL,
	"wechat_name" text DEFAULT '' NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"service_hotline" text DEFAULT '' NOT NULL,
	"technical_hotline" text DEFAULT '' NOT NULL,
	"business_hotline" text DEFAULT '' NOT NULL,
	"contact_address" text DEFAULT '' NOT NULL,
	"organizer" text DEFAULT '' NOT NULL,
	"technology" text DEFAULT '' NOT NULL,
	"service_domain" text DEFAULT '' NOT NULL,
	"is_service" integer DEFAULT 1 NOT NULL,
	"teach_img" text DEFAULT '' NOT NULL,
	"teach_phone" text DEFAULT '' NOT NULL,
	"service_img" text DEFAULT '' NOT NULL,
	"service_phone" text DEFAULT '' NOT NULL,
	"public_account_qr" text DEFAULT '' NOT NULL,
	"mini_program_qr" text DEFAULT '' NOT NULL,
	"follow_qr" text DEFAULT '' NOT NULL,
	"settlement_contact" text DEFAULT '' NOT NULL,
	"settlement_phone" text DEFAULT '' NOT NULL,
	"record_number" text DEFAULT '' NOT NULL,
	"security_province" text DEFAULT '' NOT NULL,
	"security_code" text DEFAULT '' NOT NULL,
	"show_startup_service" boolean DEFAULT true NOT NULL,
	"chat_template_id" text DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sites_domain_unique" UNIQUE("domain")
);
--> statement-breakpoint
CREATE TABLE "student_details" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"class_id" integer,
	"service_is_survey" integer DEFAULT 0 NOT NULL,
	"show_questionnaire" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"is_service" integer NOT NULL,
	"is_business" integer NOT NULL,
	"work_status" integer NOT NULL,
	"business_direction" integer NOT NULL,
	"business_direction_content" text DEFAULT '' NOT NULL,
	"service_type" integer[] NOT NULL,
	"service_type_content" text DEFAULT '' NOT NULL,
	"other_content" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_answers_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"key" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"permissions" text[] DEFAULT '{}' NOT NULL,
	"order_num" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" integer NOT NULL,
	"role" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "user_roles_user_id_role_pk" PRIMARY KEY("user_id","role")
);
--> statement-breakpoint
CREATE TABLE "user_sites" (
	"user_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	CONSTRAINT "user_sites_user_id_site_id_pk" PRIMARY KEY("user_id","site_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"name" text NOT NULL,
	"avatar" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"id_card_masked" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"region_code" text,
	"institution_id" integer,
	"is_compare" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_username_unique" UNIQUE("username")
);
--> statement-breakpoint
ALTER TABLE "dict_items" ADD CONSTRAINT "dict_items_code_dict_types_code_fk" FOREIGN KEY ("code") REFERENCES "public"."dict_types"("code") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_region_code_regions_code_fk" FOREIGN KEY ("region_code") REFERENCES "public"."regions"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institutions" ADD CONSTRAINT "institutions_region_code_regions_code_fk" FOREIGN KEY ("region_code") REFERENCES "public"."regions"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menus" ADD CONSTRAINT "menus_parent_id_menus_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_menus" ADD CONSTRAINT "role_menus_role_roles_key_fk" FOREIGN KEY ("role") REFERENCES "public"."roles"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_menus" ADD CONSTRAINT "role_menus_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_logs" ADD CONSTRAINT "access_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operate_guide_items" ADD CONSTRAINT "operate_guide_items_guide_id_operate_guides_id_fk" FOREIGN KEY ("guide_id") REFERENCES "public"."operate_guides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regions" ADD CONSTRAINT "regions_parent_code_regions_code_fk" FOREIGN KEY ("parent_code") REFERENCES "public"."regions"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_details" ADD CONSTRAINT "student_details_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_details" ADD CONSTRAINT "student_details_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_role_roles_key_fk" FOREIGN KEY ("role") REFERENCES "public"."roles"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_sites" ADD CONSTRAINT "user_sites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_sites" ADD CONSTRAINT "user_sites_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_region_code_regions_code_fk" FOREIGN KEY ("region_code") REFERENCES "public"."regions"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dict_items_code_value_idx" ON "dict_items" USING btree ("code","value");--> statement-breakpoint
CREATE INDEX "classes_institution_idx" ON "classes" USING btree ("institution_id");--> statement-breakpoint
CREATE INDEX "classes_region_idx" ON "classes" USING btree ("region_code");--> statement-breakpoint
CREATE INDEX "institutions_region_idx" ON "institutions" USING btree ("region_code");--> statement-breakpoint
CREATE INDEX "menus_parent_idx" ON "menus" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "regions_parent_idx" ON "regions" USING btree ("parent_code");--> statement-breakpoint
CREATE INDEX "refresh_tokens_session_idx" ON "refresh_tokens" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "users_region_idx" ON "users" USING btree ("region_code");--> statement-breakpoint
CREATE INDEX "users_institution_idx" ON "users" USING btree ("institution_id");