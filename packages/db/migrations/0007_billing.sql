CREATE TABLE "billing_reminder_settings" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"termination_days" integer NOT NULL,
	"start_days" integer NOT NULL,
	"duration_days" integer NOT NULL,
	"last_notice_days" integer NOT NULL,
	"penalty_type" text NOT NULL,
	"penalty_value" integer NOT NULL,
	"is_auto_cut_off" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_reminders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "billing_reminders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"invoice_id" integer,
	"tenancy_id" integer NOT NULL,
	"kind" text NOT NULL,
	"day" date NOT NULL,
	"key" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expense_documents" (
	"expense_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	CONSTRAINT "expense_documents_expense_id_file_id_pk" PRIMARY KEY("expense_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "expense_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "expense_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"expense_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"description" text NOT NULL,
	"quantity_hundredths" integer NOT NULL,
	"unit_price_sen" integer NOT NULL,
	"tax_item_id" integer,
	"tax_rate_bp" integer DEFAULT 0 NOT NULL,
	"amount_sen" integer NOT NULL,
	"net_sen" integer NOT NULL,
	"tax_sen" integer NOT NULL,
	"total_sen" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expenses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "expenses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"number" integer NOT NULL,
	"expense_date" date NOT NULL,
	"status" text NOT NULL,
	"payee_kind" text NOT NULL,
	"payee_name" text NOT NULL,
	"category" text NOT NULL,
	"tax_calculation" text NOT NULL,
	"property_id" integer,
	"unit_id" integer,
	"tenancy_id" integer,
	"is_payout_expense" boolean NOT NULL,
	"is_smart_payout" boolean NOT NULL,
	"is_recharged" boolean NOT NULL,
	"recharge_invoice_id" integer,
	"remarks" text,
	"subtotal_sen" integer DEFAULT 0 NOT NULL,
	"tax_sen" integer DEFAULT 0 NOT NULL,
	"total_sen" integer DEFAULT 0 NOT NULL,
	"posted_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"created_by_kind" text NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoice_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"product_id" integer,
	"product_name" text NOT NULL,
	"product_kind" text NOT NULL,
	"description" text,
	"quantity_hundredths" integer NOT NULL,
	"unit_price_sen" integer NOT NULL,
	"tax_item_id" integer,
	"tax_name" text,
	"tax_rate_bp" integer DEFAULT 0 NOT NULL,
	"tax_calculation" text DEFAULT 'exclusive' NOT NULL,
	"amount_sen" integer NOT NULL,
	"net_sen" integer NOT NULL,
	"tax_sen" integer NOT NULL,
	"total_sen" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_online_payments" (
	"payment_id" integer PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"company_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoice_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"receipt_number" integer NOT NULL,
	"method" text NOT NULL,
	"amount_sen" integer NOT NULL,
	"paid_on" date NOT NULL,
	"reference" text,
	"payment_id" integer,
	"proof_file_id" integer,
	"reverted_at" timestamp with time zone,
	"reverted_reason" text,
	"created_by_kind" text NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"number" integer,
	"tenancy_id" integer NOT NULL,
	"tenant_user_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"invoice_date" date NOT NULL,
	"due_date" date NOT NULL,
	"status" text NOT NULL,
	"payment_status" text DEFAULT 'unpaid' NOT NULL,
	"source" text NOT NULL,
	"source_key" text,
	"source_invoice_id" integer,
	"reactivated_to_id" integer,
	"subtotal_sen" integer DEFAULT 0 NOT NULL,
	"tax_sen" integer DEFAULT 0 NOT NULL,
	"total_sen" integer DEFAULT 0 NOT NULL,
	"paid_sen" integer DEFAULT 0 NOT NULL,
	"postings" integer DEFAULT 0 NOT NULL,
	"is_payout_income" boolean DEFAULT true NOT NULL,
	"is_smart_payout" boolean DEFAULT false NOT NULL,
	"remarks" text,
	"void_reason" text,
	"posted_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_by_kind" text NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenancy_auto_billing" (
	"tenancy_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"is_active" boolean NOT NULL,
	"active_from" date NOT NULL,
	"recurring_items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"activated_at" timestamp with time zone,
	"terminated_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billing_reminder_settings" ADD CONSTRAINT "billing_reminder_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_reminders" ADD CONSTRAINT "billing_reminders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_reminders" ADD CONSTRAINT "billing_reminders_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_reminders" ADD CONSTRAINT "billing_reminders_tenancy_id_tenancies_id_fk" FOREIGN KEY ("tenancy_id") REFERENCES "public"."tenancies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_documents" ADD CONSTRAINT "expense_documents_expense_id_expenses_id_fk" FOREIGN KEY ("expense_id") REFERENCES "public"."expenses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_documents" ADD CONSTRAINT "expense_documents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_documents" ADD CONSTRAINT "expense_documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_lines" ADD CONSTRAINT "expense_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_lines" ADD CONSTRAINT "expense_lines_expense_id_expenses_id_fk" FOREIGN KEY ("expense_id") REFERENCES "public"."expenses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_lines" ADD CONSTRAINT "expense_lines_tax_item_id_tax_items_id_fk" FOREIGN KEY ("tax_item_id") REFERENCES "public"."tax_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_tenancy_id_tenancies_id_fk" FOREIGN KEY ("tenancy_id") REFERENCES "public"."tenancies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_recharge_invoice_id_invoices_id_fk" FOREIGN KEY ("recharge_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_tax_item_id_tax_items_id_fk" FOREIGN KEY ("tax_item_id") REFERENCES "public"."tax_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_online_payments" ADD CONSTRAINT "invoice_online_payments_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_online_payments" ADD CONSTRAINT "invoice_online_payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_online_payments" ADD CONSTRAINT "invoice_online_payments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_proof_file_id_files_id_fk" FOREIGN KEY ("proof_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_tenancy_id_tenancies_id_fk" FOREIGN KEY ("tenancy_id") REFERENCES "public"."tenancies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_tenant_user_id_users_id_fk" FOREIGN KEY ("tenant_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancy_auto_billing" ADD CONSTRAINT "tenancy_auto_billing_tenancy_id_tenancies_id_fk" FOREIGN KEY ("tenancy_id") REFERENCES "public"."tenancies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancy_auto_billing" ADD CONSTRAINT "tenancy_auto_billing_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_reminders_key_uq" ON "billing_reminders" USING btree ("key");--> statement-breakpoint
CREATE INDEX "billing_reminders_invoice_idx" ON "billing_reminders" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "expense_lines_no_uq" ON "expense_lines" USING btree ("expense_id","line_no");--> statement-breakpoint
CREATE UNIQUE INDEX "expenses_number_uq" ON "expenses" USING btree ("company_id","number");--> statement-breakpoint
CREATE INDEX "expenses_company_idx" ON "expenses" USING btree ("company_id","status","expense_date");--> statement-breakpoint
CREATE INDEX "expenses_tenancy_idx" ON "expenses" USING btree ("tenancy_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_lines_no_uq" ON "invoice_lines" USING btree ("invoice_id","line_no");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_payments_receipt_uq" ON "invoice_payments" USING btree ("company_id","receipt_number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_payments_payment_uq" ON "invoice_payments" USING btree ("payment_id") WHERE "invoice_payments"."payment_id" is not null;--> statement-breakpoint
CREATE INDEX "invoice_payments_invoice_idx" ON "invoice_payments" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_uq" ON "invoices" USING btree ("company_id","number") WHERE "invoices"."number" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_source_key_uq" ON "invoices" USING btree ("source_key") WHERE "invoices"."source_key" is not null;--> statement-breakpoint
CREATE INDEX "invoices_company_idx" ON "invoices" USING btree ("company_id","status","invoice_date");--> statement-breakpoint
CREATE INDEX "invoices_tenant_idx" ON "invoices" USING btree ("tenant_user_id","status");--> statement-breakpoint
CREATE INDEX "invoices_tenancy_idx" ON "invoices" USING btree ("tenancy_id");--> statement-breakpoint
CREATE INDEX "invoices_open_idx" ON "invoices" USING btree ("status","payment_status","invoice_date") WHERE "invoices"."status" = 'posted' and "invoices"."payment_status" in ('unpaid', 'partially_paid');--> statement-breakpoint
CREATE INDEX "tenancy_auto_billing_active_idx" ON "tenancy_auto_billing" USING btree ("company_id") WHERE "tenancy_auto_billing"."is_active";