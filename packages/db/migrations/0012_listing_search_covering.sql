DROP INDEX "listing_search_newest_idx";--> statement-breakpoint
DROP INDEX "listing_search_price_idx";--> statement-breakpoint
DROP INDEX "listing_search_property_idx";--> statement-breakpoint
CREATE INDEX "listing_search_newest_idx" ON "listing_search" USING btree ("posted_at","rental_id","price_sen","property_id","rental_type","room_type","property_type","bedrooms","furnished","gender_preference");--> statement-breakpoint
CREATE INDEX "listing_search_price_idx" ON "listing_search" USING btree ("price_sen","rental_id","posted_at","property_id","rental_type","room_type","property_type","bedrooms","furnished","gender_preference");--> statement-breakpoint
CREATE INDEX "listing_search_property_idx" ON "listing_search" USING btree ("property_id","posted_at","price_sen","rental_id","rental_type","room_type","property_type","bedrooms","furnished","gender_preference");