CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "resource_favourites" (
	"user_id" uuid NOT NULL,
	"resource_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resource_favourites_user_id_resource_id_pk" PRIMARY KEY("user_id","resource_id")
);
--> statement-breakpoint
CREATE TABLE "resource_files" (
	"hash" text PRIMARY KEY NOT NULL,
	"size" bigint NOT NULL,
	"ext" text NOT NULL,
	"mime" text NOT NULL,
	"storage_key" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"pages" integer,
	"preview_key" text,
	"preview_error" text,
	"thumb_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid,
	"owner_id" uuid,
	"scope" text NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"file_hash" text NOT NULL,
	"file_name" text NOT NULL,
	"subject_id" text NOT NULL,
	"textbook_id" text,
	"book_node_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"book_node_all" text[] DEFAULT '{}'::text[] NOT NULL,
	"knowledge_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"knowledge_all" text[] DEFAULT '{}'::text[] NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"search_text" text NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, search_text)) STORED NOT NULL,
	"downloads" integer DEFAULT 0 NOT NULL,
	"favourites" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "resource_favourites" ADD CONSTRAINT "resource_favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_favourites" ADD CONSTRAINT "resource_favourites_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_file_hash_resource_files_hash_fk" FOREIGN KEY ("file_hash") REFERENCES "public"."resource_files"("hash") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_kind_key_idx" ON "jobs" USING btree ("kind","key");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "resource_favourites_resource_idx" ON "resource_favourites" USING btree ("resource_id");--> statement-breakpoint
CREATE INDEX "resources_library_idx" ON "resources" USING btree ("scope","org_id","subject_id","created_at","id");--> statement-breakpoint
CREATE INDEX "resources_owner_idx" ON "resources" USING btree ("owner_id","created_at","id");--> statement-breakpoint
CREATE INDEX "resources_book_node_idx" ON "resources" USING gin ("book_node_all");--> statement-breakpoint
CREATE INDEX "resources_knowledge_idx" ON "resources" USING gin ("knowledge_all");--> statement-breakpoint
CREATE INDEX "resources_search_idx" ON "resources" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "resources_file_idx" ON "resources" USING btree ("file_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "resources_owner_file_idx" ON "resources" USING btree ("owner_id","file_hash") WHERE "resources"."deleted_at" is null;