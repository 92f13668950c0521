-- The Finder's search (GET /api/v1/search): trigram matching on names folded for Danish.
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public;--> statement-breakpoint
-- Case, accents and the Danish spellings folded alike: 'Åbyhøj', 'Aabyhøj' and 'aabyhoej' are one
-- text. unaccent is only STABLE (its dictionary could change), so an index needs this IMMUTABLE
-- wrapper naming the dictionary and schema; å, æ and ø are spelt out first because unaccent would
-- make them a, ae and o.
CREATE FUNCTION public.sjak_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$
    SELECT lower(public.unaccent('public.unaccent'::regdictionary,
      replace(replace(replace(replace(replace(replace(value,
        'Å', 'aa'), 'å', 'aa'), 'Æ', 'ae'), 'æ', 'ae'), 'Ø', 'oe'), 'ø', 'oe')))
  $$;
--> statement-breakpoint
-- Each searched name is kept folded beside it, so neither the index's recheck nor the ranking calls
-- the function per row. Drizzle's schema leaves these columns out: no query but the search's reads
-- them, and the database fills them.
ALTER TABLE "accounts" ADD COLUMN "search_name" text GENERATED ALWAYS AS (public.sjak_fold("name")) STORED;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "search_name" text GENERATED ALWAYS AS (public.sjak_fold("name")) STORED;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "search_name" text GENERATED ALWAYS AS (public.sjak_fold("name")) STORED;--> statement-breakpoint
ALTER TABLE "milestones" ADD COLUMN "search_name" text GENERATED ALWAYS AS (public.sjak_fold("title")) STORED;--> statement-breakpoint
CREATE INDEX "projects_search_name_idx" ON "projects" USING gin ("search_name" public.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tasks_search_name_idx" ON "tasks" USING gin ("search_name" public.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "milestones_search_name_idx" ON "milestones" USING gin ("search_name" public.gin_trgm_ops);
