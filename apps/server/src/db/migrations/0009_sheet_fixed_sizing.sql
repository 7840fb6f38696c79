-- Answer sheets made before packed layouts keep the geometry they were printed with: written answers at
-- fixed default heights, one to a row (docs/answer-sheet.md, Packing). New exams are packed.
UPDATE "assignments" SET "sheet" = COALESCE("sheet", '{}'::jsonb) || '{"sizing":"fixed"}'::jsonb;
