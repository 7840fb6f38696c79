CREATE TABLE "assignment_classes" (
	"assignment_id" uuid NOT NULL,
	"class_id" uuid NOT NULL,
	"scanned_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "assignment_classes_assignment_id_class_id_pk" PRIMARY KEY("assignment_id","class_id")
);
--> statement-breakpoint
CREATE TABLE "assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"paper_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"exam_date" date NOT NULL,
	"school_year_id" uuid NOT NULL,
	"grade_id" uuid NOT NULL,
	"stage_id" text NOT NULL,
	"subject_id" text NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"paper" jsonb NOT NULL,
	"paper_version" integer NOT NULL,
	"key_version" integer DEFAULT 1 NOT NULL,
	"key_published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sheet" jsonb,
	"sheet_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "assignment_classes" ADD CONSTRAINT "assignment_classes_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_classes" ADD CONSTRAINT "assignment_classes_class_id_school_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."school_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_paper_id_papers_id_fk" FOREIGN KEY ("paper_id") REFERENCES "public"."papers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_school_year_id_school_classes_id_fk" FOREIGN KEY ("school_year_id") REFERENCES "public"."school_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_grade_id_school_classes_id_fk" FOREIGN KEY ("grade_id") REFERENCES "public"."school_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_stage_id_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."stages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assignment_classes_class_idx" ON "assignment_classes" USING btree ("class_id");--> statement-breakpoint
CREATE INDEX "assignments_list_idx" ON "assignments" USING btree ("org_id","school_year_id","exam_date","id");--> statement-breakpoint
CREATE INDEX "assignments_owner_idx" ON "assignments" USING btree ("owner_id","exam_date");--> statement-breakpoint
CREATE INDEX "assignments_grade_idx" ON "assignments" USING btree ("grade_id","exam_date");