ALTER TABLE "questions" ADD COLUMN "family" text;--> statement-breakpoint
CREATE INDEX "questions_family_idx" ON "questions" USING btree ("subject_id","family") WHERE family is not null;