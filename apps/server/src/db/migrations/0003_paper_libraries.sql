ALTER TABLE "papers" ALTER COLUMN "owner_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "papers" ADD COLUMN "paper_type" text;--> statement-breakpoint
ALTER TABLE "papers" ADD COLUMN "template" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "papers" ADD COLUMN "seed_key" text;--> statement-breakpoint
ALTER TABLE "papers" ADD COLUMN "source_paper_id" uuid;--> statement-breakpoint
ALTER TABLE "papers" ADD COLUMN "shared_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "papers" ADD COLUMN "copy_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "papers_library_idx" ON "papers" USING btree ("scope","org_id","subject_id","updated_at");--> statement-breakpoint
ALTER TABLE "papers" ADD CONSTRAINT "papers_seed_key_unique" UNIQUE("seed_key");