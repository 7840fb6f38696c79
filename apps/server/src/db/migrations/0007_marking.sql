CREATE TABLE "key_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"assignment_id" uuid NOT NULL,
	"number" text NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"user_id" uuid NOT NULL,
	"sheets" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marking_markers" (
	"org_id" uuid NOT NULL,
	"assignment_id" uuid NOT NULL,
	"block" text NOT NULL,
	"class_id" uuid,
	"user_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marking_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"assignment_id" uuid NOT NULL,
	"block" text NOT NULL,
	"student_id" uuid NOT NULL,
	"class_id" uuid NOT NULL,
	"round" smallint DEFAULT 1 NOT NULL,
	"seq" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"marker_id" uuid,
	"lease_until" timestamp with time zone,
	"score" real,
	"annotations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"problem" text,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"marked_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "practice_sets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"class_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"title" text NOT NULL,
	"source" jsonb NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"paper_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "answer_sheets" ADD COLUMN "scores" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "answer_sheets" ADD COLUMN "objective_score" real;--> statement-breakpoint
ALTER TABLE "answer_sheets" ADD COLUMN "subjective_score" real;--> statement-breakpoint
ALTER TABLE "answer_sheets" ADD COLUMN "total_score" real;--> statement-breakpoint
ALTER TABLE "answer_sheets" ADD COLUMN "complete" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "assignments" ADD COLUMN "marking" jsonb;--> statement-breakpoint
ALTER TABLE "key_changes" ADD CONSTRAINT "key_changes_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_changes" ADD CONSTRAINT "key_changes_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_changes" ADD CONSTRAINT "key_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marking_markers" ADD CONSTRAINT "marking_markers_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marking_markers" ADD CONSTRAINT "marking_markers_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marking_markers" ADD CONSTRAINT "marking_markers_class_id_school_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."school_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marking_markers" ADD CONSTRAINT "marking_markers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marking_tasks" ADD CONSTRAINT "marking_tasks_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marking_tasks" ADD CONSTRAINT "marking_tasks_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marking_tasks" ADD CONSTRAINT "marking_tasks_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marking_tasks" ADD CONSTRAINT "marking_tasks_class_id_school_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."school_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marking_tasks" ADD CONSTRAINT "marking_tasks_marker_id_users_id_fk" FOREIGN KEY ("marker_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_sets" ADD CONSTRAINT "practice_sets_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_sets" ADD CONSTRAINT "practice_sets_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_sets" ADD CONSTRAINT "practice_sets_class_id_school_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."school_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_sets" ADD CONSTRAINT "practice_sets_paper_id_papers_id_fk" FOREIGN KEY ("paper_id") REFERENCES "public"."papers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "key_changes_assignment_idx" ON "key_changes" USING btree ("assignment_id","at");--> statement-breakpoint
CREATE INDEX "marking_markers_idx" ON "marking_markers" USING btree ("assignment_id","block");--> statement-breakpoint
CREATE UNIQUE INDEX "marking_tasks_unique_idx" ON "marking_tasks" USING btree ("assignment_id","block","student_id","round");--> statement-breakpoint
CREATE INDEX "marking_tasks_queue_idx" ON "marking_tasks" USING btree ("assignment_id","block","status","seq");--> statement-breakpoint
CREATE INDEX "marking_tasks_marker_idx" ON "marking_tasks" USING btree ("marker_id","assignment_id","marked_at");--> statement-breakpoint
CREATE INDEX "practice_sets_owner_idx" ON "practice_sets" USING btree ("owner_id","created_at");