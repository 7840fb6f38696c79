CREATE TABLE "book_marks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"book_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"page" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"rect" jsonb,
	"color" text DEFAULT '#ffe58f' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "digital_books" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"textbook_id" text NOT NULL,
	"title" text NOT NULL,
	"file_key" text NOT NULL,
	"cover_key" text,
	"size_bytes" integer NOT NULL,
	"page_count" integer NOT NULL,
	"outline" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"page_map" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"map_version" integer DEFAULT 1 NOT NULL,
	"seed_key" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "digital_books_seed_key_unique" UNIQUE("seed_key")
);
--> statement-breakpoint
CREATE TABLE "lesson_plan_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid NOT NULL,
	"step_id" text,
	"author_id" uuid NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lesson_plan_favourites" (
	"user_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_plan_favourites_user_id_plan_id_pk" PRIMARY KEY("user_id","plan_id")
);
--> statement-breakpoint
CREATE TABLE "lesson_plan_shares" (
	"plan_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	CONSTRAINT "lesson_plan_shares_plan_id_team_id_pk" PRIMARY KEY("plan_id","team_id")
);
--> statement-breakpoint
CREATE TABLE "lesson_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"subject_id" text NOT NULL,
	"textbook_id" text NOT NULL,
	"book_node_id" text NOT NULL,
	"title" text NOT NULL,
	"content" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"school_shared" boolean DEFAULT false NOT NULL,
	"source_plan_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "book_marks" ADD CONSTRAINT "book_marks_book_id_digital_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."digital_books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_marks" ADD CONSTRAINT "book_marks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digital_books" ADD CONSTRAINT "digital_books_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digital_books" ADD CONSTRAINT "digital_books_textbook_id_textbooks_id_fk" FOREIGN KEY ("textbook_id") REFERENCES "public"."textbooks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digital_books" ADD CONSTRAINT "digital_books_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_plan_comments" ADD CONSTRAINT "lesson_plan_comments_plan_id_lesson_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."lesson_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_plan_comments" ADD CONSTRAINT "lesson_plan_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_plan_favourites" ADD CONSTRAINT "lesson_plan_favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_plan_favourites" ADD CONSTRAINT "lesson_plan_favourites_plan_id_lesson_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."lesson_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_plan_shares" ADD CONSTRAINT "lesson_plan_shares_plan_id_lesson_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."lesson_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_plan_shares" ADD CONSTRAINT "lesson_plan_shares_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_plans" ADD CONSTRAINT "lesson_plans_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_plans" ADD CONSTRAINT "lesson_plans_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_plans" ADD CONSTRAINT "lesson_plans_textbook_id_textbooks_id_fk" FOREIGN KEY ("textbook_id") REFERENCES "public"."textbooks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_plans" ADD CONSTRAINT "lesson_plans_book_node_id_book_nodes_id_fk" FOREIGN KEY ("book_node_id") REFERENCES "public"."book_nodes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "book_marks_user_idx" ON "book_marks" USING btree ("book_id","user_id","page");--> statement-breakpoint
CREATE INDEX "digital_books_org_idx" ON "digital_books" USING btree ("org_id","textbook_id");--> statement-breakpoint
CREATE INDEX "lesson_plan_comments_plan_idx" ON "lesson_plan_comments" USING btree ("plan_id","created_at");--> statement-breakpoint
CREATE INDEX "lesson_plan_shares_team_idx" ON "lesson_plan_shares" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "lesson_plans_owner_idx" ON "lesson_plans" USING btree ("owner_id","updated_at");--> statement-breakpoint
CREATE INDEX "lesson_plans_school_idx" ON "lesson_plans" USING btree ("org_id","updated_at") WHERE "lesson_plans"."school_shared";--> statement-breakpoint
CREATE INDEX "lesson_plans_node_idx" ON "lesson_plans" USING btree ("org_id","book_node_id");