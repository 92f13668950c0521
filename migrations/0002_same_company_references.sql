-- A row that points into its company references (id, company_id), so the database refuses another
-- company's row. Edited by hand after generation: the unique constraints come first (a foreign key
-- needs them), and the two SET NULL actions name their column, so company_id (NOT NULL) stays.
ALTER TABLE "account_categories" ADD CONSTRAINT "account_categories_id_company_key" UNIQUE("id","company_id");--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_id_company_key" UNIQUE("id","company_id");--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_id_company_key" UNIQUE("id","company_id");--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_id_company_key" UNIQUE("id","company_id");--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_id_company_key" UNIQUE("id","company_id");--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_id_company_key" UNIQUE("id","company_id");--> statement-breakpoint
ALTER TABLE "account_availabilities" DROP CONSTRAINT "account_availabilities_account_id_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "accounts" DROP CONSTRAINT "accounts_company_account_category_id_account_categories_id_fk";
--> statement-breakpoint
ALTER TABLE "milestones" DROP CONSTRAINT "milestones_project_id_projects_id_fk";
--> statement-breakpoint
ALTER TABLE "project_partners" DROP CONSTRAINT "project_partners_project_id_projects_id_fk";
--> statement-breakpoint
ALTER TABLE "project_partners" DROP CONSTRAINT "project_partners_partner_id_partners_id_fk";
--> statement-breakpoint
ALTER TABLE "projects" DROP CONSTRAINT "projects_manager_id_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "projects" DROP CONSTRAINT "projects_category_id_categories_id_fk";
--> statement-breakpoint
ALTER TABLE "tasks" DROP CONSTRAINT "tasks_project_id_projects_id_fk";
--> statement-breakpoint
ALTER TABLE "intervals" DROP CONSTRAINT "intervals_account_id_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "intervals" DROP CONSTRAINT "intervals_partner_id_partners_id_fk";
--> statement-breakpoint
ALTER TABLE "intervals" DROP CONSTRAINT "intervals_project_id_projects_id_fk";
--> statement-breakpoint
ALTER TABLE "intervals" DROP CONSTRAINT "intervals_task_id_tasks_id_fk";
--> statement-breakpoint
ALTER TABLE "timesheet_entries" DROP CONSTRAINT "timesheet_entries_account_id_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "timesheet_entries" DROP CONSTRAINT "timesheet_entries_project_id_projects_id_fk";
--> statement-breakpoint
ALTER TABLE "timesheet_entries" DROP CONSTRAINT "timesheet_entries_task_id_tasks_id_fk";
--> statement-breakpoint
ALTER TABLE "account_availabilities" ADD CONSTRAINT "account_availabilities_account_fk" FOREIGN KEY ("account_id","company_id") REFERENCES "public"."accounts"("id","company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_category_fk" FOREIGN KEY ("company_account_category_id","company_id") REFERENCES "public"."account_categories"("id","company_id") ON DELETE SET NULL ("company_account_category_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milestones" ADD CONSTRAINT "milestones_project_fk" FOREIGN KEY ("project_id","company_id") REFERENCES "public"."projects"("id","company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_partners" ADD CONSTRAINT "project_partners_project_fk" FOREIGN KEY ("project_id","company_id") REFERENCES "public"."projects"("id","company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_partners" ADD CONSTRAINT "project_partners_partner_fk" FOREIGN KEY ("partner_id","company_id") REFERENCES "public"."partners"("id","company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_manager_fk" FOREIGN KEY ("manager_id","company_id") REFERENCES "public"."accounts"("id","company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_category_fk" FOREIGN KEY ("category_id","company_id") REFERENCES "public"."categories"("id","company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_project_fk" FOREIGN KEY ("project_id","company_id") REFERENCES "public"."projects"("id","company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intervals" ADD CONSTRAINT "intervals_account_fk" FOREIGN KEY ("account_id","company_id") REFERENCES "public"."accounts"("id","company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intervals" ADD CONSTRAINT "intervals_partner_fk" FOREIGN KEY ("partner_id","company_id") REFERENCES "public"."partners"("id","company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intervals" ADD CONSTRAINT "intervals_project_fk" FOREIGN KEY ("project_id","company_id") REFERENCES "public"."projects"("id","company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intervals" ADD CONSTRAINT "intervals_task_fk" FOREIGN KEY ("task_id","company_id") REFERENCES "public"."tasks"("id","company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_entries" ADD CONSTRAINT "timesheet_entries_account_fk" FOREIGN KEY ("account_id","company_id") REFERENCES "public"."accounts"("id","company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_entries" ADD CONSTRAINT "timesheet_entries_project_fk" FOREIGN KEY ("project_id","company_id") REFERENCES "public"."projects"("id","company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_entries" ADD CONSTRAINT "timesheet_entries_task_fk" FOREIGN KEY ("task_id","company_id") REFERENCES "public"."tasks"("id","company_id") ON DELETE SET NULL ("task_id") ON UPDATE no action;
