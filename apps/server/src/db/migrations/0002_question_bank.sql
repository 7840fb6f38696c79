CREATE TABLE "papers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid,
	"owner_id" uuid NOT NULL,
	"status" text NOT NULL,
	"scope" text DEFAULT 'personal' NOT NULL,
	"stage_id" text NOT NULL,
	"subject_id" text NOT NULL,
	"textbook_id" text,
	"title" text NOT NULL,
	"sections" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seed_key" text,
	"scope" text NOT NULL,
	"org_id" uuid,
	"owner_id" uuid,
	"stage_id" text NOT NULL,
	"subject_id" text NOT NULL,
	"type_id" text NOT NULL,
	"difficulty" real NOT NULL,
	"stem" text NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"answer" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"analysis" text DEFAULT '' NOT NULL,
	"parts" jsonb,
	"knowledge_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"knowledge_all" text[] DEFAULT '{}'::text[] NOT NULL,
	"book_node_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"book_node_all" text[] DEFAULT '{}'::text[] NOT NULL,
	"source" text,
	"year" smallint,
	"region" text,
	"score" real NOT NULL,
	"use_count" integer DEFAULT 0 NOT NULL,
	"search_text" text NOT NULL,
	"fingerprint" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "questions_seed_key_unique" UNIQUE("seed_key")
);
--> statement-breakpoint
ALTER TABLE "papers" ADD CONSTRAINT "papers_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "papers" ADD CONSTRAINT "papers_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "papers" ADD CONSTRAINT "papers_stage_id_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."stages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "papers" ADD CONSTRAINT "papers_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_stage_id_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."stages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_type_id_question_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."question_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "papers_owner_idx" ON "papers" USING btree ("owner_id","status","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "papers_basket_idx" ON "papers" USING btree ("owner_id","subject_id") WHERE "papers"."status" = 'basket';--> statement-breakpoint
CREATE INDEX "questions_subject_type_idx" ON "questions" USING btree ("subject_id","type_id","difficulty");--> statement-breakpoint
CREATE INDEX "questions_subject_created_idx" ON "questions" USING btree ("subject_id","created_at");--> statement-breakpoint
CREATE INDEX "questions_knowledge_idx" ON "questions" USING gin ("knowledge_all");--> statement-breakpoint
CREATE INDEX "questions_book_node_idx" ON "questions" USING gin ("book_node_all");--> statement-breakpoint
CREATE INDEX "questions_search_idx" ON "questions" USING gin (to_tsvector('simple', "search_text"));--> statement-breakpoint
CREATE INDEX "questions_fingerprint_idx" ON "questions" USING btree ("subject_id","fingerprint");--> statement-breakpoint
CREATE INDEX "questions_owner_idx" ON "questions" USING btree ("org_id","owner_id");