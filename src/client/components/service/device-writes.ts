// Loaded on the first kudo or star: the writes need Dexie, which the first screen does without
// (db/watch-mirror.ts).
export { localDb } from '../../db/database';
export { giveKudo, toggleFavorite } from '../../sync/actions';
