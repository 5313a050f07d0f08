-- The MRN list's contains-search (id, PO number, type) served by a trigram index (drizzle-kit cannot declare extensions or opclasses).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "mrns_search_trgm" ON "mrns" USING gin (((cast("mrn_id" as text) || ' ' || "po_number" || ' ' || "type")) gin_trgm_ops);
