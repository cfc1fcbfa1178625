// The offline mirror's IndexedDB schema (Dexie store specs), shared by the page (src/client/db)
// and the service worker, which opens the same database to flush the outbox from a `sync` event.
// Versions are only ever appended; each new one keeps every table it does not change.

export const LOCAL_DB_NAME = 'refugio';

export const LOCAL_DB_VERSIONS = [
  {
    version: 1,
    stores: {
      services: '&id, rev, *type, *category, likes, name, city, zip',
      crisisLines: '&id, ranking',
      staticPages: '&id, &code',
      chatbotFaqs: '&id',
      /** Cities and ZIP codes near the person, for offline location search. */
      places: '&id, kind, key',
      favorites: '&serviceId, addedAt',
      kudos: '&serviceId',
      outbox: '++seq, &key, state, nextAttemptAt',
      meta: '&name',
    },
  },
] as const;
