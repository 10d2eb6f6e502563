CREATE TABLE "cart_prefills" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"response_uuid" text NOT NULL,
	"product_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"prepared_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"added" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quiz_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"quiz_id" integer NOT NULL,
	"url_key" text NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"subtitle" text,
	"kind" text NOT NULL,
	"is_required" boolean DEFAULT false NOT NULL,
	"fresh_only" boolean DEFAULT false NOT NULL,
	"show_if" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"skip_if" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"related_question_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_summary_question" boolean DEFAULT false NOT NULL,
	"answer_array" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quiz_recommendation_points" (
	"id" serial PRIMARY KEY NOT NULL,
	"quiz_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"answer" text NOT NULL,
	"kind" text NOT NULL,
	"url_key" text DEFAULT '' NOT NULL,
	"points" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quiz_responses" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" text NOT NULL,
	"quiz_id" integer NOT NULL,
	"account_id" integer,
	"visitor_id" text,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quiz_responses_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "quiz_transitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"quiz_id" integer NOT NULL,
	"type" text NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quizzes" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"prefills_cart" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quizzes_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "quiz_completion_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cart_prefills" ADD CONSTRAINT "cart_prefills_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD CONSTRAINT "quiz_questions_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_recommendation_points" ADD CONSTRAINT "quiz_recommendation_points_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_recommendation_points" ADD CONSTRAINT "quiz_recommendation_points_question_id_quiz_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."quiz_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_responses" ADD CONSTRAINT "quiz_responses_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_responses" ADD CONSTRAINT "quiz_responses_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_transitions" ADD CONSTRAINT "quiz_transitions_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_questions_quiz_url_key" ON "quiz_questions" USING btree ("quiz_id","url_key");--> statement-breakpoint
CREATE INDEX "quiz_recommendation_points_quiz_idx" ON "quiz_recommendation_points" USING btree ("quiz_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_responses_quiz_account_key" ON "quiz_responses" USING btree ("quiz_id","account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_responses_quiz_visitor_key" ON "quiz_responses" USING btree ("quiz_id","visitor_id");