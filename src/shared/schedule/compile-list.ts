import { compileEntry, emptyRule, type Rule } from './compile-entries';
import type { ScheduleEntry } from './types';

/**
 * The rules read from one entry list (`schedules` or `closeSchedules`). The rule objects are pooled
 * and refilled on every call, like the period lists (see PairList): a 20,000-service render then
 * allocates no rule at all. (A per-array memo, a WeakMap checked against a snapshot, was tried first
 * and made that render about twice slower: the collector's weak-map work cost more than reading.)
 */
export class RuleList {
  private readonly pool: Rule[] = [];
  length = 0;
  /** The list holds a PERMANENTLY_CLOSED entry. */
  closedForGood = false;
  /** First day a rule can run on: -Infinity unless every rule is a date range. */
  firstDay = Infinity;
  /** Last day a rule can run on: Infinity unless every rule is a date range. */
  lastDay = -Infinity;

  at(index: number): Rule {
    return this.pool[index] ?? emptyRule();
  }

  /** Replaces the content with the rules of `entries` (unreadable entries are skipped). */
  read(entries: readonly ScheduleEntry[] | null | undefined): this {
    this.length = 0;
    this.closedForGood = false;
    this.firstDay = Infinity;
    this.lastDay = -Infinity;
    for (const entry of entries ?? []) {
      if (entry.type === 'PERMANENTLY_CLOSED') {
        this.closedForGood = true;
        continue;
      }
      let rule = this.pool[this.length];
      if (!rule) {
        rule = emptyRule();
        this.pool.push(rule);
      }
      if (!compileEntry(entry, rule)) continue;
      this.length += 1;
      const isRange = rule.kind === 'range';
      this.firstDay = Math.min(this.firstDay, isRange ? rule.firstDay : -Infinity);
      this.lastDay = Math.max(this.lastDay, isRange ? rule.lastDay : Infinity);
    }
    return this;
  }
}
