import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyServiceMap } from '@client/components/map/lazy-service-map';
import type { ServiceMapProps } from '@client/components/map/service-map';
import { renderUi } from '../service/render-ui';

// WebGL does not run in jsdom: the map chunk is replaced by what it was asked to show.
const loaded = vi.fn();
vi.mock('@client/components/map/service-map', () => ({
  ServiceMap: (props: ServiceMapProps) => {
    loaded();
    return <div role="region" aria-label={props.label} />;
  },
}));

/** A stand-in IntersectionObserver whose only observer the test moves into view. */
class FakeObserver {
  static last: FakeObserver | null = null;
  observed: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.observed = [];
  }
  enter() {
    const entries = this.observed.map((target) => ({ target, isIntersecting: true }));
    this.callback(entries as unknown as IntersectionObserverEntry[], this as never);
  }
}

const props: ServiceMapProps = {
  points: [],
  center: { lng: -104.99, lat: 39.74 },
  zoom: 13,
  userLocation: null,
  label: 'Map showing where Harbor House is',
};

afterEach(() => {
  vi.unstubAllGlobals();
  loaded.mockClear();
  FakeObserver.last = null;
});

describe('LazyServiceMap', () => {
  it('loads a deferred map only once its place comes near the screen', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const { container } = await renderUi(<LazyServiceMap {...props} deferUntilNear />);
    // An empty frame holds the place; nothing claims to be loading yet.
    expect(container.querySelector('.service-map__frame[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByText('Loading the map…')).toBeNull();
    expect(FakeObserver.last?.observed).toHaveLength(1);
    expect(loaded).not.toHaveBeenCalled();
    act(() => FakeObserver.last!.enter());
    expect(await screen.findByRole('region', { name: props.label })).toBeDefined();
  });

  it('loads at once when not deferred', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    await renderUi(<LazyServiceMap {...props} />);
    expect(await screen.findByRole('region', { name: props.label })).toBeDefined();
    expect(FakeObserver.last).toBeNull();
  });
});
