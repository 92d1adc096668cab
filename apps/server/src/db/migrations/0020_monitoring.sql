CREATE TABLE "client_errors" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"issue_id" integer NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"message" text NOT NULL,
	"stack" text DEFAULT '' NOT NULL,
	"frames" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"release" text DEFAULT '' NOT NULL,
	"route" text DEFAULT '' NOT NULL,
	"path" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"user_id" integer,
	"breadcrumbs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"has_replay" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_issues" (
	"id" serial PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"culprit" text DEFAULT '' NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"replays" integer DEFAULT 0 NOT NULL,
	"first_seen" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_issues_fingerprint_unique" UNIQUE("fingerprint")
);
--> statement-breakpoint
CREATE TABLE "client_replays" (
	"error_id" bigint PRIMARY KEY NOT NULL,
	"events" "bytea" NOT NULL,
	"bytes" integer NOT NULL,
	"cut" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_views" (
	"day" date NOT NULL,
	"route" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "page_views_day_route_pk" PRIMARY KEY("day","route")
);
--> statement-breakpoint
ALTER TABLE "client_errors" ADD CONSTRAINT "client_errors_issue_id_client_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."client_issues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_replays" ADD CONSTRAINT "client_replays_error_id_client_errors_id_fk" FOREIGN KEY ("error_id") REFERENCES "public"."client_errors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_errors_issue_idx" ON "client_errors" USING btree ("issue_id","id");--> statement-breakpoint
CREATE INDEX "client_errors_received_idx" ON "client_errors" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "client_issues_last_seen_idx" ON "client_issues" USING btree ("last_seen");