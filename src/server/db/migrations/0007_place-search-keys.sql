CREATE TABLE "city_search_keys" (
	"city_id" uuid NOT NULL,
	"word" smallint NOT NULL,
	"key" text NOT NULL,
	"population" integer NOT NULL,
	CONSTRAINT "city_search_keys_city_id_word_pk" PRIMARY KEY("city_id","word")
);
--> statement-breakpoint
DROP INDEX "cities_search_trgm";--> statement-breakpoint
ALTER TABLE "city_search_keys" ADD CONSTRAINT "city_search_keys_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "city_search_keys_prefix" ON "city_search_keys" USING btree ("key" text_pattern_ops);--> statement-breakpoint
-- The keys of one city: its whole folded key (word 0), then the key from each later word of the
-- name (the last word is the state code, never a start of its own). Immutable, so the triggers
-- and the backfill below share one rule.
CREATE FUNCTION city_search_key_rows(search_key text) RETURNS TABLE (word smallint, key text)
LANGUAGE sql IMMUTABLE AS $$
  SELECT (i - 1)::smallint, array_to_string(w[i:], ' ')
  FROM string_to_array(search_key, ' ') AS w,
       generate_series(1, greatest(1, cardinality(w) - 1)) AS i
$$;--> statement-breakpoint
-- Statement-level, with the written rows as a transition table: the gazetteer seed inserts
-- ~16,000 cities in one statement, and its keys in one more.
CREATE FUNCTION city_search_keys_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM city_search_keys WHERE city_id IN (SELECT id FROM written);
  INSERT INTO city_search_keys (city_id, word, key, population)
  SELECT c.id, k.word, k.key, c.population
  FROM written c, city_search_key_rows(c.search_key) k;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER city_search_keys_insert AFTER INSERT ON cities
  REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION city_search_keys_refresh();--> statement-breakpoint
CREATE TRIGGER city_search_keys_update AFTER UPDATE ON cities
  REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION city_search_keys_refresh();--> statement-breakpoint
INSERT INTO city_search_keys (city_id, word, key, population)
SELECT c.id, k.word, k.key, c.population FROM cities c, city_search_key_rows(c.search_key) k;
--> statement-breakpoint
ANALYZE cities, city_search_keys;
