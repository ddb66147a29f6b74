CREATE TABLE "appointments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "appointments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"rental_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text NOT NULL,
	"viewing_at" timestamp with time zone NOT NULL,
	"message" text,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"rental_id" integer NOT NULL,
	"token" text NOT NULL,
	"agreed_rent_sen" integer,
	"move_in_date" date,
	"expires_at" timestamp with time zone NOT NULL,
	"created_by_kind" text NOT NULL,
	"created_by_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_payments" (
	"payment_id" integer PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"stage" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_settlements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_settlements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"status" text NOT NULL,
	"total_sen" integer NOT NULL,
	"reference" text,
	"settled_at" timestamp with time zone,
	"settled_by_admin_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bookings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"room_id" integer,
	"rental_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"booking_link_id" integer,
	"status" text NOT NULL,
	"move_in_date" date NOT NULL,
	"tenure_months" integer NOT NULL,
	"occupants" integer NOT NULL,
	"message" text,
	"document_kind" text NOT NULL,
	"id_number" text NOT NULL,
	"date_of_birth" date,
	"ic_front_file_id" integer,
	"ic_back_file_id" integer,
	"selfie_file_id" integer,
	"passport_file_id" integer,
	"monthly_rent_sen" integer NOT NULL,
	"move_in_costs" jsonb NOT NULL,
	"pay_now_items" jsonb NOT NULL,
	"booking_fee_sen" integer NOT NULL,
	"credit_check_fee_sen" integer NOT NULL,
	"is_credit_check_required" boolean NOT NULL,
	"payment1_sen" integer NOT NULL,
	"payment2_sen" integer NOT NULL,
	"payment_status" text DEFAULT 'unpaid' NOT NULL,
	"refund_status" text DEFAULT 'none' NOT NULL,
	"snag_status" text DEFAULT 'not_started' NOT NULL,
	"settlement_status" text,
	"settlement_batch_id" integer,
	"reserved_until" timestamp with time zone,
	"consent_file_id" integer,
	"consent_signed_at" timestamp with time zone,
	"consent_ip" text,
	"reason" text,
	"cancelled_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_check_settings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "credit_check_settings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider" text NOT NULL,
	"fee_sen" integer NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"endpoint_url" text,
	"company_code" text,
	"account_no" text,
	"user_id" text,
	"password_sealed" text,
	"updated_by_admin_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_checks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "credit_checks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"booking_id" integer,
	"subject_name" text NOT NULL,
	"ic_number" text NOT NULL,
	"provider" text NOT NULL,
	"status" text NOT NULL,
	"fee_sen" integer NOT NULL,
	"score" integer,
	"report" jsonb,
	"report_file_id" integer,
	"consent_file_id" integer,
	"requested_by_kind" text NOT NULL,
	"requested_by_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lifecycle_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lifecycle_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer,
	"subject_type" text NOT NULL,
	"subject_id" integer NOT NULL,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" integer,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"source" text NOT NULL,
	"booking_id" integer,
	"amount_sen" integer NOT NULL,
	"breakdown" jsonb NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"payout_reference" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rental_reservations" (
	"rental_id" integer PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_rental_id_rentals_id_fk" FOREIGN KEY ("rental_id") REFERENCES "public"."rentals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_links" ADD CONSTRAINT "booking_links_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_links" ADD CONSTRAINT "booking_links_rental_id_rentals_id_fk" FOREIGN KEY ("rental_id") REFERENCES "public"."rentals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_payments" ADD CONSTRAINT "booking_payments_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_payments" ADD CONSTRAINT "booking_payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_settlements" ADD CONSTRAINT "booking_settlements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_settlements" ADD CONSTRAINT "booking_settlements_settled_by_admin_id_admins_id_fk" FOREIGN KEY ("settled_by_admin_id") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_rental_id_rentals_id_fk" FOREIGN KEY ("rental_id") REFERENCES "public"."rentals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_ic_front_file_id_files_id_fk" FOREIGN KEY ("ic_front_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_ic_back_file_id_files_id_fk" FOREIGN KEY ("ic_back_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_selfie_file_id_files_id_fk" FOREIGN KEY ("selfie_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_passport_file_id_files_id_fk" FOREIGN KEY ("passport_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_consent_file_id_files_id_fk" FOREIGN KEY ("consent_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_check_settings" ADD CONSTRAINT "credit_check_settings_updated_by_admin_id_admins_id_fk" FOREIGN KEY ("updated_by_admin_id") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_checks" ADD CONSTRAINT "credit_checks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_checks" ADD CONSTRAINT "credit_checks_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_checks" ADD CONSTRAINT "credit_checks_report_file_id_files_id_fk" FOREIGN KEY ("report_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_checks" ADD CONSTRAINT "credit_checks_consent_file_id_files_id_fk" FOREIGN KEY ("consent_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lifecycle_events" ADD CONSTRAINT "lifecycle_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_reservations" ADD CONSTRAINT "rental_reservations_rental_id_rentals_id_fk" FOREIGN KEY ("rental_id") REFERENCES "public"."rentals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_reservations" ADD CONSTRAINT "rental_reservations_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_company_idx" ON "appointments" USING btree ("company_id","status","viewing_at");--> statement-breakpoint
CREATE INDEX "appointments_user_idx" ON "appointments" USING btree ("user_id","viewing_at");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_links_token_uq" ON "booking_links" USING btree ("token");--> statement-breakpoint
CREATE INDEX "booking_links_rental_idx" ON "booking_links" USING btree ("rental_id");--> statement-breakpoint
CREATE INDEX "booking_payments_booking_idx" ON "booking_payments" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "booking_settlements_company_idx" ON "booking_settlements" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "bookings_company_idx" ON "bookings" USING btree ("company_id","status","created_at");--> statement-breakpoint
CREATE INDEX "bookings_user_idx" ON "bookings" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "bookings_rental_idx" ON "bookings" USING btree ("rental_id","status");--> statement-breakpoint
CREATE INDEX "credit_checks_company_idx" ON "credit_checks" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "credit_checks_booking_idx" ON "credit_checks" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "lifecycle_events_subject_idx" ON "lifecycle_events" USING btree ("subject_type","subject_id","created_at");--> statement-breakpoint
CREATE INDEX "refunds_company_idx" ON "refunds" USING btree ("company_id","status","created_at");--> statement-breakpoint
CREATE INDEX "refunds_user_idx" ON "refunds" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_booking_uq" ON "refunds" USING btree ("booking_id") WHERE "refunds"."source" = 'booking';