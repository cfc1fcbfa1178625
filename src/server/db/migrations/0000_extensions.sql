-- drizzle-kit does not emit CREATE EXTENSION (docs/spec/stack-notes.md G14). These exist in PGlite and in
-- PostgreSQL contrib: cube + earthdistance for distance in miles with a GiST index, pg_trgm for search.
CREATE EXTENSION IF NOT EXISTS cube;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
