/**
 * A schedule entry as stored and sent on the wire (product-spec §3). The schedule engine in
 * src/shared/schedule parses and validates these; this is only the storage shape.
 */
export interface ScheduleEntryRecord {
  type: string;
  day?: string | null;
  period?: string | null;
  startDate?: string | null;
  endDate?: string | null;
  startTime?: string | null;
  endTime?: string | null;
}
