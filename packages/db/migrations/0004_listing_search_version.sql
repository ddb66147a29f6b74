CREATE TABLE "listing_search_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "listing_search_version_one_row" CHECK ("listing_search_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "listing_search_version" ("id", "version") VALUES (1, 0);
