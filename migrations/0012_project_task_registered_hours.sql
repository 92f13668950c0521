ALTER TABLE "projects" ADD COLUMN "registered_hours" numeric(12, 1) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "registered_hours" numeric(12, 1) DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Each project's and task's registered hours, kept by the database in the writing statement's
-- transaction like the week totals (decision 031): the lists read one column instead of summing
-- a page's week totals or entries (decision 043). The rows are locked tasks first, then projects,
-- each in id order, before the week totals (these triggers' names sort before theirs): a task's
-- move holds its task before its entries move, and the week save locks its tasks and projects
-- in the same order before its first write, so two writers queue instead of deadlocking.
CREATE FUNCTION registered_hours_apply() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  task_ids bigint[];
  project_ids bigint[];
  hours numeric[];
BEGIN
  -- Nested: PL/pgSQL plans a statement whole, and each event has only its own transition tables.
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(task_id), array_agg(project_id), array_agg(hours_worked)
    INTO task_ids, project_ids, hours FROM new_entries;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(task_id), array_agg(project_id), array_agg(-hours_worked)
    INTO task_ids, project_ids, hours FROM old_entries;
  ELSE
    -- Submitting a week or changing a description moves no hours: nothing to lock.
    SELECT array_agg(task_id), array_agg(project_id), array_agg(hours_worked)
    INTO task_ids, project_ids, hours
    FROM (
      SELECT n.task_id, n.project_id, n.hours_worked FROM old_entries o JOIN new_entries n ON n.id = o.id
      WHERE (o.task_id, o.project_id, o.hours_worked) IS DISTINCT FROM (n.task_id, n.project_id, n.hours_worked)
      UNION ALL
      SELECT o.task_id, o.project_id, -o.hours_worked FROM old_entries o JOIN new_entries n ON n.id = o.id
      WHERE (o.task_id, o.project_id, o.hours_worked) IS DISTINCT FROM (n.task_id, n.project_id, n.hours_worked)
    ) AS changed;
  END IF;
  IF hours IS NULL THEN
    RETURN NULL;
  END IF;
  -- A task deleted in this statement (its entries' task set to null) is no longer seen: skipped.
  PERFORM 1 FROM tasks WHERE id IN (
    SELECT t FROM unnest(task_ids, hours) AS c(t, h) WHERE t IS NOT NULL GROUP BY t HAVING sum(h) <> 0
  ) ORDER BY id FOR NO KEY UPDATE;
  UPDATE tasks SET registered_hours = tasks.registered_hours + d.hours
  FROM (
    SELECT t, sum(h) AS hours FROM unnest(task_ids, hours) AS c(t, h)
    WHERE t IS NOT NULL GROUP BY t HAVING sum(h) <> 0
  ) AS d
  WHERE tasks.id = d.t;
  PERFORM 1 FROM projects WHERE id IN (
    SELECT p FROM unnest(project_ids, hours) AS c(p, h) GROUP BY p HAVING sum(h) <> 0
  ) ORDER BY id FOR NO KEY UPDATE;
  UPDATE projects SET registered_hours = projects.registered_hours + d.hours
  FROM (
    SELECT p, sum(h) AS hours FROM unnest(project_ids, hours) AS c(p, h) GROUP BY p HAVING sum(h) <> 0
  ) AS d
  WHERE projects.id = d.p;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER registered_hours_insert AFTER INSERT ON timesheet_entries
  REFERENCING NEW TABLE AS new_entries
  FOR EACH STATEMENT EXECUTE FUNCTION registered_hours_apply();
--> statement-breakpoint
CREATE TRIGGER registered_hours_update AFTER UPDATE ON timesheet_entries
  REFERENCING OLD TABLE AS old_entries NEW TABLE AS new_entries
  FOR EACH STATEMENT EXECUTE FUNCTION registered_hours_apply();
--> statement-breakpoint
CREATE TRIGGER registered_hours_delete AFTER DELETE ON timesheet_entries
  REFERENCING OLD TABLE AS old_entries
  FOR EACH STATEMENT EXECUTE FUNCTION registered_hours_apply();
--> statement-breakpoint
-- The hours registered before this migration; the triggers above already hold off new writes
-- (CREATE TRIGGER locks the entries until the migration commits).
UPDATE "projects" SET "registered_hours" = s.hours
FROM (SELECT project_id, sum(hours_worked) AS hours FROM timesheet_entries GROUP BY project_id) AS s
WHERE "projects"."id" = s.project_id;--> statement-breakpoint
UPDATE "tasks" SET "registered_hours" = s.hours
FROM (
  SELECT task_id, sum(hours_worked) AS hours FROM timesheet_entries WHERE task_id IS NOT NULL GROUP BY task_id
) AS s
WHERE "tasks"."id" = s.task_id;
