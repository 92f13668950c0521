ALTER TABLE "intervals" ADD COLUMN "planned_hours" numeric(10, 1) DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The existing intervals' planned hours, as domain/capacity.ts intervalPlan counts them: hours each
-- day on the assignee's working days (a colleague's days with hours above 0, a supplier's Monday to
-- Friday), Danish public holidays (domain/calendar.ts danishHolidays, Easter by the same anonymous
-- algorithm) not counted. From now on the API writes them; this runs once.
WITH years AS (
  SELECT y FROM generate_series(2000, 2100) AS y
), e1 AS (
  SELECT y, y % 19 AS a, y / 100 AS b, y % 100 AS c FROM years
), e2 AS (
  SELECT y, a, c, b, b / 4 AS d, b % 4 AS e, (b - (b + 8) / 25 + 1) / 3 AS g FROM e1
), e3 AS (
  SELECT y, a, c, e, (19 * a + b - d - g + 15) % 30 AS h FROM e2
), e4 AS (
  SELECT y, a, h, (32 + 2 * e + 2 * (c / 4) - h - c % 4) % 7 AS l FROM e3
), e5 AS (
  SELECT y, h + l - 7 * ((a + 11 * h + 22 * l) / 451) + 114 AS n FROM e4
), easter AS (
  SELECT y, make_date(y, n / 31, n % 31 + 1) AS sunday FROM e5
), holidays AS (
  SELECT make_date(y, 1, 1) AS day FROM years
  UNION ALL SELECT make_date(y, 12, 25) FROM years
  UNION ALL SELECT make_date(y, 12, 26) FROM years
  UNION ALL SELECT sunday + o FROM easter CROSS JOIN unnest(ARRAY[-3, -2, 0, 1, 39, 49, 50]) AS o
  UNION ALL SELECT sunday + 26 FROM easter WHERE y < 2024
), working AS (
  SELECT i.id, count(*) AS days
  FROM "intervals" i
  LEFT JOIN "account_availabilities" w ON w.account_id = i.account_id
  CROSS JOIN LATERAL generate_series(i.start_date, i.end_date, interval '1 day') AS g(d)
  WHERE g.d::date NOT IN (SELECT day FROM holidays)
    AND CASE
      WHEN i.intervalable_type = 'Partner' THEN extract(isodow FROM g.d) <= 5
      ELSE coalesce(
        (ARRAY[w.monday, w.tuesday, w.wednesday, w.thursday, w.friday, w.saturday, w.sunday])[extract(isodow FROM g.d)::int],
        0
      ) > 0
    END
  GROUP BY i.id
)
UPDATE "intervals" SET "planned_hours" = "intervals"."hours_each_day" * coalesce(working.days, 0)
FROM "intervals" AS i2 LEFT JOIN working ON working.id = i2.id
WHERE i2.id = "intervals"."id";--> statement-breakpoint
ALTER TABLE "intervals" ALTER COLUMN "planned_hours" DROP DEFAULT;
