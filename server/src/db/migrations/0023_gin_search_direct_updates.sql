-- The trigram search indexes take each new row into their trees at once: a pending list (GIN's fast update) is
-- read whole by every search until a vacuum empties it, which made a freshly filled master's search 3x slower.
ALTER INDEX "bins_search_trgm" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "products_search_trgm" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "mrns_search_trgm" SET (fastupdate = off);--> statement-breakpoint
-- What is already pending moves into the trees now.
SELECT gin_clean_pending_list('bins_search_trgm'::regclass), gin_clean_pending_list('products_search_trgm'::regclass),
  gin_clean_pending_list('mrns_search_trgm'::regclass);
