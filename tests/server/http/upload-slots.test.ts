import { describe, expect, it } from 'vitest';
import { UploadSlots } from '@server/http/upload-slots';

describe('UploadSlots', () => {
  it('gives at most `limit` slots, the next one to the first in line', async () => {
    const slots = new UploadSlots(2, 60_000);
    const a = await slots.acquire();
    const b = await slots.acquire();
    expect(slots.inUse).toBe(2);
    const order: string[] = [];
    const c = slots.acquire().then((release) => (order.push('c'), release));
    const d = slots.acquire().then((release) => (order.push('d'), release));
    await Promise.resolve();
    expect(order).toEqual([]);
    a!();
    a!(); // a second release of the same slot frees nothing more
    const releaseC = await c;
    expect(order).toEqual(['c']);
    expect(slots.inUse).toBe(2);
    b!();
    const releaseD = await d;
    expect(order).toEqual(['c', 'd']);
    releaseC!();
    releaseD!();
    expect(slots.inUse).toBe(0);
  });

  it('answers null once the wait is over, and the refused one takes no slot', async () => {
    const slots = new UploadSlots(1, 0);
    const held = await slots.acquire();
    expect(await slots.acquire()).toBeNull();
    held!();
    expect(slots.inUse).toBe(0);
    const next = await slots.acquire();
    expect(next).not.toBeNull();
    expect(slots.inUse).toBe(1);
  });
});
