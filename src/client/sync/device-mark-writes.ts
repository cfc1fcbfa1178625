// Loaded on the first kudo or star (components/service): the writes need Dexie, which the first screen does without
// (db/watch-mirror.ts).
export { localDb } from '@client/db/database';
export { giveKudo, toggleFavorite } from './local-writes';
