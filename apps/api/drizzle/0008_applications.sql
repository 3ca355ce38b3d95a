CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"stage" text NOT NULL,
	"position" integer NOT NULL,
	"stage_dates" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"company" text NOT NULL,
	"role" text NOT NULL,
	"posting_url" text DEFAULT '' NOT NULL,
	"posting_text" text DEFAULT '' NOT NULL,
	"place" text DEFAULT '' NOT NULL,
	"salary" jsonb,
	"contacts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"resume_id" uuid,
	"cover_letter_id" uuid,
	"remind_on" date,
	"reminded_at" timestamp with time zone,
	"snapshot" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_resume_id_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resumes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_cover_letter_id_cover_letters_id_fk" FOREIGN KEY ("cover_letter_id") REFERENCES "public"."cover_letters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_user_stage_idx" ON "applications" USING btree ("user_id","stage","position");--> statement-breakpoint
CREATE INDEX "applications_due_reminder_idx" ON "applications" USING btree ("remind_on") WHERE "applications"."reminded_at" is null;