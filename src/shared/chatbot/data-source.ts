import type { Category, ServiceType } from '@shared/domain/enums';
import type { SubFilterKey } from '@shared/domain/sub-filters';
import type { LngLat } from '@shared/geo/distance';
import type { ChatbotFaqRecord, CrisisLineRecord, ServiceRecord } from '@shared/sync/protocol';

/**
 * What the chatbot engine asks of the data (docs/chatbot.md). The server answers it from
 * PostgreSQL/PGlite (src/server/services/bot), the browser from the Dexie mirror (offline).
 *
 * findServices returns the asked PAGE after applying every condition of the query (approved
 * only, not permanently closed, types, categories, sub-filter, open now through the shared
 * schedule engine, beds), nearest first when `near` is given, else most kudos first. The ENGINE
 * checks the same shared rules again on what comes back (listing.ts: approved, open-now via
 * src/shared/schedule, distance via src/shared/geo in miles with one decimal) and drops anything
 * that fails them, so both sources give the same answers and nothing unapproved is ever shown.
 * A source never adds rows that do not exist in its store.
 */
export interface BotServiceQuery {
  /** Any of these types (empty or absent: any type). */
  types?: ServiceType[];
  /** Any of these categories (absent: any). */
  categories?: Category[];
  /** Words the serviceSummary must match as a sub-filter (src/shared/domain/sub-filters.ts). */
  subFilter?: SubFilterKey;
  /** Order by distance from this point (nearest first); absent: any order (the engine sorts). */
  near?: LngLat | null;
  /** Only services open at `now` (the engine re-checks with the shared schedule engine). */
  openNow?: { now: Date } | null;
  /** Only services with availableBeds > 0. */
  withBeds?: boolean;
  /** Page size and offset, after filtering and ordering. */
  limit: number;
  skip?: number;
}

export interface BotPlace {
  /** How to name the place in a reply ("Denver, CO", "80202"). */
  label: string;
  lng: number;
  lat: number;
}

/** A current-weather reading, the data of a WEATHER payload. */
export interface BotWeather {
  place: string;
  /** °F. */
  temperature: number;
  /** Free text from the provider (may be null), e.g. 'Partly cloudy'. */
  description: string | null;
  /** WMO weather code when the provider has one. */
  code: number | null;
  windMph: number | null;
  observedAt: string | null;
}

export interface BotDataSource {
  /** Approved services matching the query (the engine filters again and pages). */
  findServices(query: BotServiceQuery): Promise<ServiceRecord[]>;
  /**
   * Approved services whose name is like `text` (case, accents and punctuation ignored: "St Marys"
   * finds "St. Mary's"); at most `limit`.
   */
  findServicesByName(text: string, limit: number): Promise<ServiceRecord[]>;
  /** Crisis lines, nearest first when `near` is given (the engine orders by ranking then distance). */
  crisisLines(near: LngLat | null): Promise<CrisisLineRecord[]>;
  /** The chatbot FAQ entries (to answer `faq.<id>` intents). */
  faqs(): Promise<ChatbotFaqRecord[]>;
  /** A city name ("Denver", "denver co") or a ZIP code → a point; null when unknown. */
  resolvePlace(text: string): Promise<BotPlace | null>;
  /**
   * Current weather at a place; absent when there is no weather (offline, or not configured).
   * Returns null when the provider failed (the engine says weather is unavailable).
   */
  weather?: (place: BotPlace) => Promise<BotWeather | null>;
  /** True in the browser without a connection: weather questions get 'weatherNeedsConnection'. */
  readonly offline?: boolean;
}
