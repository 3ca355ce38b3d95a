CREATE TABLE "resume_tailorings" (
	"resume_id" uuid PRIMARY KEY NOT NULL,
	"source_resume_id" uuid,
	"role" text NOT NULL,
	"company" text NOT NULL,
	"job_description" text NOT NULL,
	"changes" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "resume_tailorings" ADD CONSTRAINT "resume_tailorings_resume_id_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resumes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_tailorings" ADD CONSTRAINT "resume_tailorings_source_resume_id_resumes_id_fk" FOREIGN KEY ("source_resume_id") REFERENCES "public"."resumes"("id") ON DELETE set null ON UPDATE no action;