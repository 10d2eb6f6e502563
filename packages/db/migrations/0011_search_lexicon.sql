CREATE TABLE "search_queries" (
	"query" text PRIMARY KEY NOT NULL,
	"searches" integer NOT NULL,
	"last_searched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"products" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_queries_searches_index" ON "search_queries" USING btree ("searches");--> statement-breakpoint
CREATE INDEX "search_words_length_idx" ON "search_words" USING btree (length("word"));--> statement-breakpoint
-- levenshtein_less_equal corrects typed words against the lexicon (issue 12 §3); PGlite loads it as an extension.
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;--> statement-breakpoint
-- The lexicon of an existing catalog; the same statement as rebuildSearchLexicon in src/reindex.ts.
INSERT INTO "search_words" ("word", "products")
SELECT w.word, count(*)::int
  FROM "products" p,
       LATERAL (SELECT DISTINCT word
                  FROM regexp_split_to_table(lower(p.title || ' ' || p.search_keywords || ' ' || p.short_description),
                                             '[^[:alnum:]]+') AS word) w
 WHERE length(w.word) >= 2
 GROUP BY w.word;
