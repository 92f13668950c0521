DROP INDEX "timesheet_entries_company_date_idx";--> statement-breakpoint
CREATE INDEX "timesheet_entries_company_date_id_idx" ON "timesheet_entries" USING btree ("company_id","work_date","id");