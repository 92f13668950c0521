CREATE TABLE "timesheet_week_totals" (
	"company_id" bigint NOT NULL,
	"week_start" date NOT NULL,
	"month" date NOT NULL,
	"account_id" bigint NOT NULL,
	"project_id" bigint NOT NULL,
	"hours" numeric(12, 1) NOT NULL,
	"billable_hours" numeric(12, 1) NOT NULL,
	"entries" integer NOT NULL,
	CONSTRAINT "timesheet_week_totals_pk" PRIMARY KEY("company_id","week_start","account_id","project_id","month")
);
--> statement-breakpoint
ALTER TABLE "timesheet_week_totals" ADD CONSTRAINT "timesheet_week_totals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "timesheet_week_totals_project_week_idx" ON "timesheet_week_totals" USING btree ("project_id","week_start");--> statement-breakpoint
CREATE INDEX "timesheet_week_totals_account_week_idx" ON "timesheet_week_totals" USING btree ("account_id","week_start");--> statement-breakpoint
-- Kept by the database, so no write can miss it: the entry routes, the week save, task and project
-- deletion (SET NULL / cascade), company deletion and the seeders all go through these triggers, in
-- the writing statement's transaction. Statement triggers with transition tables add a bulk insert
-- (the seeders' thousands of rows) as one grouped upsert instead of one per row; the upsert goes in
-- key order, so two bulk writers of the same keys wait for each other rather than deadlock.
CREATE FUNCTION timesheet_week_totals_apply() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  -- Nested: PL/pgSQL plans a condition whole, and an insert has no old_entries.
  IF TG_OP = 'UPDATE' THEN
    IF NOT EXISTS (
      SELECT 1 FROM old_entries o JOIN new_entries n ON n.id = o.id
      WHERE (o.company_id, o.work_date, o.account_id, o.project_id, o.hours_worked, o.billable)
        IS DISTINCT FROM (n.company_id, n.work_date, n.account_id, n.project_id, n.hours_worked, n.billable)
    ) THEN
      -- Submitting a week, a description or a task set to null: no total changes.
      RETURN NULL;
    END IF;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE timesheet_week_totals t
    SET hours = t.hours - g.hours, billable_hours = t.billable_hours - g.billable_hours,
      entries = t.entries - g.entries
    FROM (
      SELECT company_id, date_trunc('week', work_date::timestamp)::date AS week_start,
        date_trunc('month', work_date::timestamp)::date AS month, account_id, project_id,
        sum(hours_worked) AS hours, coalesce(sum(hours_worked) FILTER (WHERE billable), 0) AS billable_hours,
        count(*)::int AS entries
      FROM old_entries GROUP BY 1, 2, 3, 4, 5
    ) g
    WHERE t.company_id = g.company_id AND t.week_start = g.week_start AND t.account_id = g.account_id
      AND t.project_id = g.project_id AND t.month = g.month;
    DELETE FROM timesheet_week_totals t
    USING (
      SELECT DISTINCT company_id, date_trunc('week', work_date::timestamp)::date AS week_start,
        date_trunc('month', work_date::timestamp)::date AS month, account_id, project_id
      FROM old_entries
    ) g
    WHERE t.company_id = g.company_id AND t.week_start = g.week_start AND t.account_id = g.account_id
      AND t.project_id = g.project_id AND t.month = g.month AND t.entries = 0;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO timesheet_week_totals AS t
      (company_id, week_start, month, account_id, project_id, hours, billable_hours, entries)
    SELECT company_id, date_trunc('week', work_date::timestamp)::date,
      date_trunc('month', work_date::timestamp)::date, account_id, project_id,
      sum(hours_worked), coalesce(sum(hours_worked) FILTER (WHERE billable), 0), count(*)::int
    FROM new_entries GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 4, 5, 3
    ON CONFLICT (company_id, week_start, account_id, project_id, month) DO UPDATE
    SET hours = t.hours + excluded.hours, billable_hours = t.billable_hours + excluded.billable_hours,
      entries = t.entries + excluded.entries;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER timesheet_week_totals_insert AFTER INSERT ON timesheet_entries
  REFERENCING NEW TABLE AS new_entries
  FOR EACH STATEMENT EXECUTE FUNCTION timesheet_week_totals_apply();
--> statement-breakpoint
CREATE TRIGGER timesheet_week_totals_update AFTER UPDATE ON timesheet_entries
  REFERENCING OLD TABLE AS old_entries NEW TABLE AS new_entries
  FOR EACH STATEMENT EXECUTE FUNCTION timesheet_week_totals_apply();
--> statement-breakpoint
CREATE TRIGGER timesheet_week_totals_delete AFTER DELETE ON timesheet_entries
  REFERENCING OLD TABLE AS old_entries
  FOR EACH STATEMENT EXECUTE FUNCTION timesheet_week_totals_apply();
--> statement-breakpoint
-- The hours registered before this migration; the triggers above already hold off new writes
-- (CREATE TRIGGER locks the table until the migration commits).
INSERT INTO timesheet_week_totals
  (company_id, week_start, month, account_id, project_id, hours, billable_hours, entries)
SELECT company_id, date_trunc('week', work_date::timestamp)::date,
  date_trunc('month', work_date::timestamp)::date, account_id, project_id,
  sum(hours_worked), coalesce(sum(hours_worked) FILTER (WHERE billable), 0), count(*)::int
FROM timesheet_entries GROUP BY 1, 2, 3, 4, 5;
