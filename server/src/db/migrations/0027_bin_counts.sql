CREATE TABLE "bin_count_changes" (
	"active_bins" integer NOT NULL,
	"full_bins" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bin_counts" (
	"active_bins" integer NOT NULL,
	"full_bins" integer NOT NULL
);
