-- The single row of the sync change cursor (see schema/sync.ts).
INSERT INTO "sync_counter" ("id", "value") VALUES (1, 0) ON CONFLICT ("id") DO NOTHING;
