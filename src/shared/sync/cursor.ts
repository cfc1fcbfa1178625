/**
 * The rev of a sync cursor (`<rev>` or `<rev>.<table>.<id>`, protocol.ts): every change with a
 * higher rev is still to come to a mirror that stored this cursor. "0" before the first page.
 */
export function cursorRev(cursor: string): number {
  const rev = Number(cursor.split('.')[0]);
  return Number.isSafeInteger(rev) ? rev : 0;
}
