// The offline mirror's IndexedDB name, apart from its versions (local-schema.ts): the first
// screen reads the database by name without Dexie (src/client/db/watch-mirror.ts), and the
// versions' upgrade code need not ride in its chunk (npm run check:bundle).
export const LOCAL_DB_NAME = 'refugio';
