ALTER TABLE "accounts" ADD COLUMN "date_of_birth" date;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "age_verified_at" timestamp with time zone;