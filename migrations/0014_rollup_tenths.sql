-- The week totals' hours as integer tenths of an hour (decision 031): the report sums some 15,500
-- rows a company-year, and numeric sums were most of that statement's time. Entries keep
-- hours_worked numeric(4,1), so a total is always a whole number of tenths. Entry writes wait until
-- this commits (the lock), so none meets the old trigger function on the new columns.
LOCK TABLE "timesheet_entries" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
ALTER TABLE "timesheet_week_totals" RENAME COLUMN "hours" TO "hours_tenths";--> statement-breakpoint
ALTER TABLE "timesheet_week_totals" RENAME COLUMN "billable_hours" TO "billable_tenths";--> statement-breakpoint
-- One rewrite of the table for both columns.
ALTER TABLE "timesheet_week_totals"
  ALTER COLUMN "hours_tenths" SET DATA TYPE integer USING ("hours_tenths" * 10)::integer,
  ALTER COLUMN "billable_tenths" SET DATA TYPE integer USING ("billable_tenths" * 10)::integer;--> statement-breakpoint
-- As in migration 0008, the sums now in tenths: a group's numeric sum times ten, once a group.
CREATE OR REPLACE FUNCTION timesheet_week_totals_apply() RETURNS trigger
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
    SET hours_tenths = t.hours_tenths - g.hours_tenths,
      billable_tenths = t.billable_tenths - g.billable_tenths, entries = t.entries - g.entries
    FROM (
      SELECT company_id, date_trunc('week', work_date::timestamp)::date AS week_start,
        date_trunc('month', work_date::timestamp)::date AS month, account_id, project_id,
        (sum(hours_worked) * 10)::int AS hours_tenths,
        coalesce((sum(hours_worked) FILTER (WHERE billable) * 10)::int, 0) AS billable_tenths,
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
      (company_id, week_start, month, account_id, project_id, hours_tenths, billable_tenths, entries)
    SELECT company_id, date_trunc('week', work_date::timestamp)::date,
      date_trunc('month', work_date::timestamp)::date, account_id, project_id,
      (sum(hours_worked) * 10)::int, coalesce((sum(hours_worked) FILTER (WHERE billable) * 10)::int, 0),
      count(*)::int
    FROM new_entries GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 4, 5, 3
    ON CONFLICT (company_id, week_start, account_id, project_id, month) DO UPDATE
    SET hours_tenths = t.hours_tenths + excluded.hours_tenths,
      billable_tenths = t.billable_tenths + excluded.billable_tenths, entries = t.entries + excluded.entries;
  END IF;
  RETURN NULL;
END
$$;
