-- The Finder's search at the size of a large company (api/db/search.ts).
--
-- A GIN index takes new entries into a pending list that every search reads in full until a
-- vacuum merges it: after the large company's bulk inserts the projects' list held 213 pages,
-- read again by each search. These indexes take a few names at a time, so each entry goes straight
-- into the index instead, and what is pending now is merged.
ALTER INDEX "projects_search_name_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "tasks_search_name_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "milestones_search_name_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "search_words_word_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list(index::regclass) FROM unnest(array[
  'projects_search_name_idx', 'tasks_search_name_idx', 'milestones_search_name_idx', 'search_words_word_idx'
]) AS index;--> statement-breakpoint
-- One or two letters match thousands of tasks ('mu': every 'Murerarbejde'); the search reads each
-- rank of match newest first and stops at the few it shows.
CREATE INDEX "tasks_company_recent_idx" ON "tasks" ("company_id", "updated_at" DESC, "id");
