CREATE TABLE "agreement_sign_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agreement_sign_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agreement_id" integer NOT NULL,
	"party" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agreement_sign_links" ADD CONSTRAINT "agreement_sign_links_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agreement_sign_links_hash_uq" ON "agreement_sign_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "agreement_sign_links_agreement_idx" ON "agreement_sign_links" USING btree ("agreement_id","party");