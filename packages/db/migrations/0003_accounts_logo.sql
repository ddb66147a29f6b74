DROP TABLE "company_logos" CASCADE;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "logo_file_id" integer;