CREATE TABLE "agreement_signatures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agreement_signatures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agreement_id" integer NOT NULL,
	"party" text NOT NULL,
	"user_id" integer,
	"admin_id" integer,
	"name" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"ip" text,
	"user_agent" text,
	"document_sha256" text NOT NULL,
	"signature_file_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agreement_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agreement_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"language" text NOT NULL,
	"body" text NOT NULL,
	"seed_key" text,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agreements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agreements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"tenancy_id" integer,
	"property_id" integer NOT NULL,
	"template_id" integer,
	"title" text NOT NULL,
	"language" text NOT NULL,
	"body" text NOT NULL,
	"status" text NOT NULL,
	"landlord_is_party" boolean DEFAULT false NOT NULL,
	"document_file_id" integer,
	"document_sha256" text,
	"signed_file_id" integer,
	"signed_sha256" text,
	"sent_at" timestamp with time zone,
	"signed_at" timestamp with time zone,
	"void_reason" text,
	"voided_at" timestamp with time zone,
	"reissued_from_id" integer,
	"stamping_status" text DEFAULT 'pending' NOT NULL,
	"stamp_copies" integer DEFAULT 1 NOT NULL,
	"stamp_duty_sen" integer DEFAULT 0 NOT NULL,
	"stamp_duplicate_sen" integer DEFAULT 0 NOT NULL,
	"stamping_requested_at" timestamp with time zone,
	"stamping_fee_sen" integer DEFAULT 0 NOT NULL,
	"stamp_certificate_no" text,
	"stamped_on" date,
	"stamp_certificate_file_id" integer,
	"pma_mode_of_service" text,
	"pma_agreement_date" date,
	"pma_commencement_date" date,
	"pma_fee_kind" text,
	"pma_fee_value" integer,
	"pma_profit_sharing_bps" integer,
	"pma_parties" jsonb,
	"landlord_user_id" integer,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agreement_signatures" ADD CONSTRAINT "agreement_signatures_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_signatures" ADD CONSTRAINT "agreement_signatures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_signatures" ADD CONSTRAINT "agreement_signatures_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_signatures" ADD CONSTRAINT "agreement_signatures_signature_file_id_files_id_fk" FOREIGN KEY ("signature_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_templates" ADD CONSTRAINT "agreement_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_tenancy_id_tenancies_id_fk" FOREIGN KEY ("tenancy_id") REFERENCES "public"."tenancies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_template_id_agreement_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."agreement_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_document_file_id_files_id_fk" FOREIGN KEY ("document_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_signed_file_id_files_id_fk" FOREIGN KEY ("signed_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_stamp_certificate_file_id_files_id_fk" FOREIGN KEY ("stamp_certificate_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_landlord_user_id_users_id_fk" FOREIGN KEY ("landlord_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agreement_signatures_party_idx" ON "agreement_signatures" USING btree ("agreement_id","party");--> statement-breakpoint
CREATE INDEX "agreement_templates_company_idx" ON "agreement_templates" USING btree ("company_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "agreement_templates_seed_key_idx" ON "agreement_templates" USING btree ("seed_key");--> statement-breakpoint
CREATE UNIQUE INDEX "agreements_reference_idx" ON "agreements" USING btree ("company_id","reference");--> statement-breakpoint
CREATE INDEX "agreements_company_status_idx" ON "agreements" USING btree ("company_id","kind","status");--> statement-breakpoint
CREATE INDEX "agreements_tenancy_idx" ON "agreements" USING btree ("tenancy_id");--> statement-breakpoint
CREATE INDEX "agreements_document_sha_idx" ON "agreements" USING btree ("document_sha256");--> statement-breakpoint
CREATE INDEX "agreements_signed_sha_idx" ON "agreements" USING btree ("signed_sha256");