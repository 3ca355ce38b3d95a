ALTER TABLE "users" ALTER COLUMN "credits" SET DEFAULT 5;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_credits_not_negative" CHECK ("users"."credits" >= 0);