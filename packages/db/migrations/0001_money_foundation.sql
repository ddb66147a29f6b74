CREATE TABLE "job_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "job_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"job" text NOT NULL,
	"subject" text NOT NULL,
	"period" text NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"result" jsonb,
	"error" text,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_type" text NOT NULL,
	"owner_id" integer NOT NULL,
	"kind" text NOT NULL,
	"company_id" integer,
	"currency" text DEFAULT 'MYR' NOT NULL,
	"balance_sen" bigint DEFAULT 0 NOT NULL,
	"is_non_negative" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_non_negative" CHECK (not "ledger_accounts"."is_non_negative" or "ledger_accounts"."balance_sen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"transfer_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"amount_sen" bigint NOT NULL,
	"balance_after_sen" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_lines_amount_not_zero" CHECK ("ledger_lines"."amount_sen" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transfers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_transfers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"reference_type" text,
	"reference_id" text,
	"memo" text,
	"created_by_kind" text NOT NULL,
	"created_by_id" integer,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gateway_settlement_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gateway_settlement_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"settlement_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"reference_number" text NOT NULL,
	"txn_id" text,
	"amount_sen" integer NOT NULL,
	"fee_sen" integer NOT NULL,
	"settled_date" date NOT NULL,
	"status" text NOT NULL,
	"payment_id" integer,
	"transfer_id" integer
);
--> statement-breakpoint
CREATE TABLE "gateway_settlements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gateway_settlements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer,
	"file_name" text,
	"imported_by_kind" text NOT NULL,
	"imported_by_id" integer,
	"lines" integer NOT NULL,
	"settled" integer NOT NULL,
	"unmatched" integer NOT NULL,
	"settled_amount_sen" bigint NOT NULL,
	"fee_sen" bigint NOT NULL,
	"last_settled_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payex_simulator_transactions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payex_simulator_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"reference" text NOT NULL,
	"merchant_username" text NOT NULL,
	"merchant_secret_enc" text NOT NULL,
	"amount_sen" integer NOT NULL,
	"currency" text NOT NULL,
	"description" text NOT NULL,
	"customer_name" text NOT NULL,
	"return_url" text NOT NULL,
	"callback_url" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"response_code" text,
	"txn_id" text,
	"bank" text,
	"fee_sen" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"payment_id" integer,
	"source" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"outcome" text NOT NULL,
	"detail" text,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_gateway_activations" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"gateway" text NOT NULL,
	"username" text NOT NULL,
	"credentials_fingerprint" text NOT NULL,
	"verified_at" timestamp with time zone NOT NULL,
	"verified_by_user_id" integer
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reference" text NOT NULL,
	"company_id" integer NOT NULL,
	"merchant" text NOT NULL,
	"gateway" text NOT NULL,
	"purpose" text NOT NULL,
	"amount_sen" integer NOT NULL,
	"currency" text DEFAULT 'MYR' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_key" text,
	"provider_txn_id" text,
	"response_code" text,
	"payer_user_id" integer,
	"description" text NOT NULL,
	"paid_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"last_queried_at" timestamp with time zone,
	"query_count" integer DEFAULT 0 NOT NULL,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer,
	"code" text,
	"name_en" text NOT NULL,
	"name_cn" text NOT NULL,
	"category" text NOT NULL,
	"default_amount_sen" integer DEFAULT 0 NOT NULL,
	"tax_item_id" integer,
	"kind" text NOT NULL,
	"counts_in_payouts" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tax_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text,
	"name" text NOT NULL,
	"rate_bp" integer NOT NULL,
	"calculation" text NOT NULL,
	"effective_from" date NOT NULL,
	"sst_registration_number" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_lines" ADD CONSTRAINT "ledger_lines_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_lines" ADD CONSTRAINT "ledger_lines_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gateway_settlement_lines" ADD CONSTRAINT "gateway_settlement_lines_settlement_id_gateway_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."gateway_settlements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gateway_settlement_lines" ADD CONSTRAINT "gateway_settlement_lines_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gateway_settlements" ADD CONSTRAINT "gateway_settlements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_gateway_activations" ADD CONSTRAINT "payment_gateway_activations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_gateway_activations" ADD CONSTRAINT "payment_gateway_activations_verified_by_user_id_users_id_fk" FOREIGN KEY ("verified_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_payer_user_id_users_id_fk" FOREIGN KEY ("payer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_tax_item_id_tax_items_id_fk" FOREIGN KEY ("tax_item_id") REFERENCES "public"."tax_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "job_runs_key_uq" ON "job_runs" USING btree ("job","subject","period");--> statement-breakpoint
CREATE INDEX "job_runs_job_idx" ON "job_runs" USING btree ("job","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_owner_uq" ON "ledger_accounts" USING btree ("owner_type","owner_id","kind",coalesce("company_id", 0));--> statement-breakpoint
CREATE INDEX "ledger_accounts_company_idx" ON "ledger_accounts" USING btree ("company_id","kind");--> statement-breakpoint
CREATE INDEX "ledger_lines_account_idx" ON "ledger_lines" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "ledger_lines_transfer_idx" ON "ledger_lines" USING btree ("transfer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transfers_idempotency_uq" ON "ledger_transfers" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "ledger_transfers_reference_idx" ON "ledger_transfers" USING btree ("reference_type","reference_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gateway_settlement_lines_no_uq" ON "gateway_settlement_lines" USING btree ("settlement_id","line_no");--> statement-breakpoint
CREATE INDEX "gateway_settlement_lines_payment_idx" ON "gateway_settlement_lines" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "gateway_settlements_company_idx" ON "gateway_settlements" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payex_simulator_key_uq" ON "payex_simulator_transactions" USING btree ("key");--> statement-breakpoint
CREATE INDEX "payex_simulator_reference_idx" ON "payex_simulator_transactions" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "payex_simulator_completed_idx" ON "payex_simulator_transactions" USING btree ("completed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_dedupe_uq" ON "payment_events" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "payment_events_payment_idx" ON "payment_events" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_reference_uq" ON "payments" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_txn_uq" ON "payments" USING btree ("gateway","provider_txn_id") WHERE "payments"."provider_txn_id" is not null;--> statement-breakpoint
CREATE INDEX "payments_company_idx" ON "payments" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_open_idx" ON "payments" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "products_code_uq" ON "products" USING btree (coalesce("company_id", 0),"code") WHERE "products"."code" is not null;--> statement-breakpoint
CREATE INDEX "products_company_idx" ON "products" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_items_code_uq" ON "tax_items" USING btree ("code");--> statement-breakpoint
-- Hand-written below (drizzle-kit does not express triggers or reference data); kept when regenerating.
-- The ledger guards (docs/decisions/0010-ledger.md): every transfer has at least two lines summing to
-- zero, checked at commit by deferred constraint triggers; lines and transfers are never changed or
-- deleted (corrections are new transfers).
CREATE FUNCTION ledger_assert_transfer_balanced(p_transfer integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  line_count integer;
  line_sum numeric;
BEGIN
  SELECT count(*), coalesce(sum(amount_sen), 0) INTO line_count, line_sum
    FROM ledger_lines WHERE transfer_id = p_transfer;
  IF line_count < 2 OR line_sum <> 0 THEN
    RAISE EXCEPTION 'ledger transfer % is unbalanced: % lines summing to %', p_transfer, line_count, line_sum
      USING ERRCODE = '23514';
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION ledger_lines_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ledger_assert_transfer_balanced(NEW.transfer_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION ledger_transfers_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ledger_assert_transfer_balanced(NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_lines_zero_sum AFTER INSERT ON ledger_lines
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_lines_balanced();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_transfers_zero_sum AFTER INSERT ON ledger_transfers
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_transfers_balanced();
--> statement-breakpoint
CREATE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: post a correcting transfer instead', TG_TABLE_NAME USING ERRCODE = '55000';
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_lines_append_only BEFORE UPDATE OR DELETE ON ledger_lines
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
--> statement-breakpoint
CREATE TRIGGER ledger_transfers_append_only BEFORE UPDATE OR DELETE ON ledger_transfers
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
--> statement-breakpoint
-- Reference data every installation needs (not demo data): the SST rates of MALAYSIA.md and the master
-- products new companies start with.
INSERT INTO tax_items (code, name, rate_bp, calculation, effective_from) VALUES
  ('sst-8', 'SST 8%', 800, 'exclusive', '2024-03-01'),
  ('sst-6', 'SST 6%', 600, 'exclusive', '2024-03-01')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO products (code, name_en, name_cn, category, kind, counts_in_payouts) VALUES
  ('rent', 'Rent', '租金', 'rent', 'income', true),
  ('utilities', 'Utilities', '水电费', 'utilities', 'pass_through', true),
  ('security_deposit', 'Security deposit', '保证金', 'deposit', 'deposit', false),
  ('utility_deposit', 'Utility deposit', '水电押金', 'deposit', 'deposit', false),
  ('access_card_deposit', 'Access card deposit', '门禁卡押金', 'deposit', 'deposit', false),
  ('carpark_deposit', 'Car park deposit', '停车位押金', 'deposit', 'deposit', false),
  ('move_in_fee', 'Move-in fee', '入住费', 'move_in_fee', 'income', false),
  ('registration_fee', 'Registration fee', '登记费', 'move_in_fee', 'income', false),
  ('agreement_fee', 'Agreement fee', '合约费', 'move_in_fee', 'income', false),
  ('tenancy_agreement_fee', 'Tenancy agreement fee', '租约费', 'move_in_fee', 'income', false),
  ('credit_check_fee', 'Credit check fee', '信用审查费', 'move_in_fee', 'income', false),
  ('other_fee', 'Other fee', '其他费用', 'move_in_fee', 'income', false),
  ('penalty', 'Late payment penalty', '逾期罚款', 'penalty', 'income', false),
  ('custom', 'Custom item', '自定义项目', 'custom', 'income', false)
ON CONFLICT DO NOTHING;
