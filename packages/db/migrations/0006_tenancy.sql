CREATE TABLE "company_counters" (
	"company_id" integer NOT NULL,
	"key" text NOT NULL,
	"value" integer NOT NULL,
	CONSTRAINT "company_counters_company_id_key_pk" PRIMARY KEY("company_id","key")
);
--> statement-breakpoint
CREATE TABLE "deposit_settlements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deposit_settlements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"tenancy_id" integer NOT NULL,
	"held_sen" integer NOT NULL,
	"deductions" jsonb NOT NULL,
	"deductions_sen" integer NOT NULL,
	"refund_sen" integer NOT NULL,
	"refund_id" integer,
	"created_by_kind" text NOT NULL,
	"created_by_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inventory_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"room_id" integer,
	"catalogue_key" text,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"condition" text NOT NULL,
	"remarks" text,
	"photo_file_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory_list_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inventory_list_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"list_id" integer NOT NULL,
	"source_item_id" integer,
	"room_id" integer,
	"catalogue_key" text,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"condition" text NOT NULL,
	"remarks" text,
	"photo_file_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"not_to_rate" boolean DEFAULT false NOT NULL,
	"tenant_remarks" text,
	"is_extra" boolean DEFAULT false NOT NULL,
	"extra_status" text,
	"check_in_condition" text,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory_lists" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inventory_lists_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"tenancy_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"sent_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"rejection_remarks" text,
	"rejection_photo_file_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"signature_file_id" integer,
	"signed_name" text,
	"signed_ip" text,
	"pdf_file_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenancies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tenancies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"code" text NOT NULL,
	"booking_id" integer,
	"renewed_from_id" integer,
	"tenant_user_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"room_id" integer,
	"status" text NOT NULL,
	"tenure_start" date NOT NULL,
	"tenure_end" date NOT NULL,
	"rent_free_start" date,
	"rent_free_end" date,
	"fixed_term_months" integer,
	"renewed_term_months" integer,
	"monthly_rent_sen" integer NOT NULL,
	"advance_rental_sen" integer DEFAULT 0 NOT NULL,
	"first_month_rental_sen" integer DEFAULT 0 NOT NULL,
	"last_month_rental_sen" integer DEFAULT 0 NOT NULL,
	"security_deposit_sen" integer DEFAULT 0 NOT NULL,
	"utility_deposit_sen" integer DEFAULT 0 NOT NULL,
	"access_card_deposit_sen" integer DEFAULT 0 NOT NULL,
	"car_park_deposit_sen" integer DEFAULT 0 NOT NULL,
	"other_deposit_sen" integer DEFAULT 0 NOT NULL,
	"late_payment_interest_bps" integer DEFAULT 0 NOT NULL,
	"used_for" text NOT NULL,
	"payment_frequency" text NOT NULL,
	"payment_day" integer NOT NULL,
	"electricity_rate_sen" integer,
	"emergency_contact_name" text,
	"emergency_contact_mobile" text,
	"emergency_contact_relationship" text,
	"extra_tenants" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"house_rules" text DEFAULT '' NOT NULL,
	"special_conditions" text DEFAULT '' NOT NULL,
	"reason" text,
	"checked_in_at" timestamp with time zone,
	"activated_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_by_kind" text NOT NULL,
	"created_by_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenancy_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tenancy_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"tenancy_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"visibility" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "tenancy_id" integer;--> statement-breakpoint
ALTER TABLE "company_counters" ADD CONSTRAINT "company_counters_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_settlements" ADD CONSTRAINT "deposit_settlements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_settlements" ADD CONSTRAINT "deposit_settlements_tenancy_id_tenancies_id_fk" FOREIGN KEY ("tenancy_id") REFERENCES "public"."tenancies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_settlements" ADD CONSTRAINT "deposit_settlements_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_list_items" ADD CONSTRAINT "inventory_list_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_list_items" ADD CONSTRAINT "inventory_list_items_list_id_inventory_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."inventory_lists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_list_items" ADD CONSTRAINT "inventory_list_items_source_item_id_inventory_items_id_fk" FOREIGN KEY ("source_item_id") REFERENCES "public"."inventory_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_list_items" ADD CONSTRAINT "inventory_list_items_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_lists" ADD CONSTRAINT "inventory_lists_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_lists" ADD CONSTRAINT "inventory_lists_tenancy_id_tenancies_id_fk" FOREIGN KEY ("tenancy_id") REFERENCES "public"."tenancies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_lists" ADD CONSTRAINT "inventory_lists_signature_file_id_files_id_fk" FOREIGN KEY ("signature_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_lists" ADD CONSTRAINT "inventory_lists_pdf_file_id_files_id_fk" FOREIGN KEY ("pdf_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancies" ADD CONSTRAINT "tenancies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancies" ADD CONSTRAINT "tenancies_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancies" ADD CONSTRAINT "tenancies_tenant_user_id_users_id_fk" FOREIGN KEY ("tenant_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancies" ADD CONSTRAINT "tenancies_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancies" ADD CONSTRAINT "tenancies_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancies" ADD CONSTRAINT "tenancies_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancy_documents" ADD CONSTRAINT "tenancy_documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancy_documents" ADD CONSTRAINT "tenancy_documents_tenancy_id_tenancies_id_fk" FOREIGN KEY ("tenancy_id") REFERENCES "public"."tenancies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancy_documents" ADD CONSTRAINT "tenancy_documents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_settlements_tenancy_uq" ON "deposit_settlements" USING btree ("tenancy_id");--> statement-breakpoint
CREATE INDEX "inventory_items_place_idx" ON "inventory_items" USING btree ("unit_id","room_id");--> statement-breakpoint
CREATE INDEX "inventory_list_items_list_idx" ON "inventory_list_items" USING btree ("list_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_lists_tenancy_kind_uq" ON "inventory_lists" USING btree ("tenancy_id","kind");--> statement-breakpoint
CREATE INDEX "inventory_lists_company_idx" ON "inventory_lists" USING btree ("company_id","status","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tenancies_code_uq" ON "tenancies" USING btree ("company_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "tenancies_booking_uq" ON "tenancies" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "tenancies_company_idx" ON "tenancies" USING btree ("company_id","status","tenure_end");--> statement-breakpoint
CREATE INDEX "tenancies_tenant_idx" ON "tenancies" USING btree ("tenant_user_id","status");--> statement-breakpoint
CREATE INDEX "tenancies_place_idx" ON "tenancies" USING btree ("unit_id","room_id","status");--> statement-breakpoint
CREATE INDEX "tenancies_property_idx" ON "tenancies" USING btree ("property_id","status");--> statement-breakpoint
CREATE INDEX "tenancy_documents_tenancy_idx" ON "tenancy_documents" USING btree ("tenancy_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tenancy_documents_file_uq" ON "tenancy_documents" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_tenancy_uq" ON "refunds" USING btree ("tenancy_id") WHERE "refunds"."source" = 'deposit';