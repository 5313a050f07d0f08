-- FG serial ranges never overlap (drizzle-kit cannot declare exclusion constraints).
ALTER TABLE "fg_mappings" ADD CONSTRAINT "fg_mappings_no_overlap" EXCLUDE USING gist (int4range("from_no", "to_no", '[]') WITH &&);
