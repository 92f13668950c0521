-- The project list's page and the task search read what they show instead of sorting or summing
-- everything (EXPLAIN ANALYZE on the bench's large company): live projects by lower(name) a page
-- at a time, and a page's planned hours from the interval indexes alone (index-only scans).
DROP INDEX "intervals_project_idx";--> statement-breakpoint
DROP INDEX "intervals_task_idx";--> statement-breakpoint
CREATE INDEX "projects_live_name_idx" ON "projects" USING btree ("company_id",lower("name"),"id") WHERE "projects"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "intervals_project_idx" ON "intervals" USING btree ("project_id","company_id","planned_hours");--> statement-breakpoint
CREATE INDEX "intervals_task_idx" ON "intervals" USING btree ("task_id","company_id","planned_hours");