DROP INDEX "questions_subject_created_idx";--> statement-breakpoint
DROP INDEX "questions_search_idx";--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, search_text)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "questions_subject_newest_idx" ON "questions" USING btree ("subject_id","created_at","id");--> statement-breakpoint
CREATE INDEX "questions_subject_popular_idx" ON "questions" USING btree ("subject_id","use_count","created_at","id");--> statement-breakpoint
CREATE INDEX "questions_subject_difficulty_idx" ON "questions" USING btree ("subject_id","difficulty","id");--> statement-breakpoint
CREATE INDEX "questions_search_idx" ON "questions" USING gin ("search_vector");--> statement-breakpoint
DROP INDEX "questions_subject_type_idx";--> statement-breakpoint
CREATE INDEX "questions_subject_type_idx" ON "questions" USING btree ("subject_id","type_id","difficulty","id");--> statement-breakpoint
-- The new column has no statistics until analysed, and PGlite has no autovacuum to do it.
ANALYZE "questions";
