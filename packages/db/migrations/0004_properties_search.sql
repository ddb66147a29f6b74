CREATE TABLE "listing_search_terms" (
	"term" text NOT NULL,
	"property_id" integer NOT NULL,
	CONSTRAINT "listing_search_terms_term_property_id_pk" PRIMARY KEY("term","property_id")
);
--> statement-breakpoint
DROP INDEX "listing_search_terms_gin";--> statement-breakpoint
DROP INDEX "listing_search_newest_idx";--> statement-breakpoint
DROP INDEX "listing_search_company_idx";--> statement-breakpoint
DROP INDEX "listing_search_property_idx";--> statement-breakpoint
CREATE INDEX "listing_search_terms_property_idx" ON "listing_search_terms" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "listing_search_newest_idx" ON "listing_search" USING btree ("posted_at","rental_id");--> statement-breakpoint
CREATE INDEX "listing_search_company_idx" ON "listing_search" USING btree ("company_id","posted_at","rental_id");--> statement-breakpoint
CREATE INDEX "listing_search_property_idx" ON "listing_search" USING btree ("property_id","posted_at","price_sen","rental_id");--> statement-breakpoint
ALTER TABLE "listing_search" DROP COLUMN "terms";
