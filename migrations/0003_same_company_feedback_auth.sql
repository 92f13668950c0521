-- Notifications, ratings and invitations (who invited) point at an account of their own company:
-- (account_id, company_id) references accounts (id, company_id). Edited by hand after generation:
-- the SET NULL action names its column, so company_id stays. Sessions have no company_id (a
-- session starts before its account has a company) and keep their plain key, and so does the audit
-- log: an operator's actions are logged under the company acted on.
ALTER TABLE "invitations" DROP CONSTRAINT "invitations_invited_by_id_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_account_id_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "ratings" DROP CONSTRAINT "ratings_account_id_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_invited_by_fk" FOREIGN KEY ("invited_by_id","company_id") REFERENCES "public"."accounts"("id","company_id") ON DELETE SET NULL ("invited_by_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_account_fk" FOREIGN KEY ("account_id","company_id") REFERENCES "public"."accounts"("id","company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_account_fk" FOREIGN KEY ("account_id","company_id") REFERENCES "public"."accounts"("id","company_id") ON DELETE cascade ON UPDATE no action;