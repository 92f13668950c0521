-- The Finder's typo pass (api/db/search.ts) compares a misspelt word with the words of each
-- company's names, a few thousand short ones, instead of with every long name: pg_trgm's word
-- similarity costs ~25 µs on a name like 'Vestergade 12, 8600 Silkeborg – carport #12', so over
-- 2,000 projects alone it took ~50 ms. Like the search_name columns, this table is left out of
-- Drizzle's schema (and so of the company export): the triggers below keep it, the search reads it.
--
-- The words of a folded name: runs of letters and digits, three or more long, with a letter in
-- them (a typo in '12' or '#1234' is not a word to correct).
CREATE FUNCTION public.sjak_words(folded text) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$
    SELECT DISTINCT word FROM regexp_split_to_table(folded, '[^[:alnum:]]+') AS word
    WHERE length(word) >= 3 AND word ~ '[[:alpha:]]'
  $$;
--> statement-breakpoint
-- `uses` counts the live names holding the word, so a word goes when its last name does (nothing
-- of a deleted or renamed project lingers here).
CREATE TABLE "search_words" (
  "company_id" integer NOT NULL REFERENCES "companies"("id") ON DELETE CASCADE,
  "word" text NOT NULL,
  "uses" integer NOT NULL,
  PRIMARY KEY ("company_id", "word")
);
--> statement-breakpoint
CREATE INDEX "search_words_word_idx" ON "search_words" USING gin ("word" public.gin_trgm_ops);
--> statement-breakpoint
-- One function for the four searched tables (each has id, company_id and search_name), run once a
-- statement with its changed rows, so a bulk insert of 20,000 tasks counts its words in one go.
-- Operators are accounts of no company: their names are no company's words.
-- Words are locked in key order so two transactions never wait on each other's words crosswise.
CREATE FUNCTION public.sjak_count_search_words() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    -- Each branch names only the transition tables its event has.
    IF TG_OP = 'INSERT' THEN
      INSERT INTO public.search_words AS s (company_id, word, uses)
        SELECT n.company_id, w, count(*)
        FROM new_rows n, public.sjak_words(n.search_name) AS w
        WHERE n.company_id IS NOT NULL
        GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT (company_id, word) DO UPDATE SET uses = s.uses + excluded.uses;
    ELSIF TG_OP = 'DELETE' THEN
      -- Counted down, never inserted: when a whole company goes, its words may be gone already.
      PERFORM 1 FROM public.search_words AS s
        WHERE (s.company_id, s.word) IN (
          SELECT o.company_id, w FROM old_rows o, public.sjak_words(o.search_name) AS w
          WHERE o.company_id IS NOT NULL)
        ORDER BY s.company_id, s.word FOR UPDATE;
      UPDATE public.search_words AS s SET uses = s.uses - d.n
        FROM (SELECT o.company_id, w AS word, count(*) AS n
              FROM old_rows o, public.sjak_words(o.search_name) AS w
              WHERE o.company_id IS NOT NULL GROUP BY 1, 2) AS d
        WHERE s.company_id = d.company_id AND s.word = d.word;
      DELETE FROM public.search_words AS s
        USING (SELECT DISTINCT o.company_id, w AS word
               FROM old_rows o, public.sjak_words(o.search_name) AS w) AS d
        WHERE s.company_id = d.company_id AND s.word = d.word AND s.uses <= 0;
    ELSE
      -- Most updates leave the name as it was (a status, a date): only renamed rows count.
      INSERT INTO public.search_words AS s (company_id, word, uses)
        SELECT company_id, word, sum(n) FROM (
          SELECT n.company_id, w AS word, 1 AS n
            FROM new_rows n JOIN old_rows o ON o.id = n.id, public.sjak_words(n.search_name) AS w
            WHERE n.company_id IS NOT NULL AND n.search_name IS DISTINCT FROM o.search_name
          UNION ALL
          SELECT o.company_id, w, -1
            FROM old_rows o JOIN new_rows n ON n.id = o.id, public.sjak_words(o.search_name) AS w
            WHERE o.company_id IS NOT NULL AND n.search_name IS DISTINCT FROM o.search_name
        ) AS changes
        GROUP BY 1, 2 HAVING sum(n) <> 0 ORDER BY 1, 2
      ON CONFLICT (company_id, word) DO UPDATE SET uses = s.uses + excluded.uses;
      DELETE FROM public.search_words AS s
        USING (SELECT DISTINCT o.company_id, w AS word
               FROM old_rows o JOIN new_rows n ON n.id = o.id, public.sjak_words(o.search_name) AS w
               WHERE n.search_name IS DISTINCT FROM o.search_name) AS d
        WHERE s.company_id = d.company_id AND s.word = d.word AND s.uses <= 0;
    END IF;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER "accounts_search_words_insert" AFTER INSERT ON "accounts" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.sjak_count_search_words();--> statement-breakpoint
CREATE TRIGGER "accounts_search_words_update" AFTER UPDATE ON "accounts" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.sjak_count_search_words();--> statement-breakpoint
CREATE TRIGGER "accounts_search_words_delete" AFTER DELETE ON "accounts" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.sjak_count_search_words();--> statement-breakpoint
CREATE TRIGGER "projects_search_words_insert" AFTER INSERT ON "projects" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.sjak_count_search_words();--> statement-breakpoint
CREATE TRIGGER "projects_search_words_update" AFTER UPDATE ON "projects" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.sjak_count_search_words();--> statement-breakpoint
CREATE TRIGGER "projects_search_words_delete" AFTER DELETE ON "projects" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.sjak_count_search_words();--> statement-breakpoint
CREATE TRIGGER "tasks_search_words_insert" AFTER INSERT ON "tasks" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.sjak_count_search_words();--> statement-breakpoint
CREATE TRIGGER "tasks_search_words_update" AFTER UPDATE ON "tasks" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.sjak_count_search_words();--> statement-breakpoint
CREATE TRIGGER "tasks_search_words_delete" AFTER DELETE ON "tasks" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.sjak_count_search_words();--> statement-breakpoint
CREATE TRIGGER "milestones_search_words_insert" AFTER INSERT ON "milestones" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.sjak_count_search_words();--> statement-breakpoint
CREATE TRIGGER "milestones_search_words_update" AFTER UPDATE ON "milestones" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.sjak_count_search_words();--> statement-breakpoint
CREATE TRIGGER "milestones_search_words_delete" AFTER DELETE ON "milestones" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.sjak_count_search_words();--> statement-breakpoint
INSERT INTO "search_words" ("company_id", "word", "uses")
  SELECT t.company_id, w, count(*)
  FROM (
    SELECT company_id, search_name FROM "accounts"
    UNION ALL SELECT company_id, search_name FROM "projects"
    UNION ALL SELECT company_id, search_name FROM "tasks"
    UNION ALL SELECT company_id, search_name FROM "milestones"
  ) AS t, public.sjak_words(t.search_name) AS w
  WHERE t.company_id IS NOT NULL
  GROUP BY 1, 2;
