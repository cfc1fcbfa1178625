import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ServiceMapProps } from '../../../../src/client/components/map/service-map';
import { ServiceMapSection } from '../../../../src/client/features/service-detail/components/service-map-section';
import { MAP_ZOOM_DETAIL } from '../../../../src/shared/query/constants';
import { renderUi } from '../../components/service/render-ui';
import { service } from '../../sync/fakes';

// WebGL does not run in jsdom: the map itself is replaced by what it was asked to show.
const shown: ServiceMapProps[] = [];
vi.mock('../../../../src/client/components/map/lazy-service-map', () => ({
  LazyServiceMap: (props: ServiceMapProps) => {
    shown.push(props);
    return <div aria-label={props.label} role="region" />;
  },
}));

const denver = service('d1', {
  name: 'Harbor House',
  location: { type: 'Point', coordinates: [-104.9903, 39.7392] },
});

describe('ServiceMapSection', () => {
  afterEach(() => {
    shown.length = 0;
  });

  it('shows the one service at zoom 13, transit directions and the plus code', async () => {
    await renderUi(<ServiceMapSection service={denver} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Map' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Map showing where Harbor House is' })).toBeTruthy();
    const props = shown.at(-1)!;
    expect(props.zoom).toBe(MAP_ZOOM_DETAIL);
    expect(props.center).toEqual({ lng: -104.9903, lat: 39.7392 });
    expect(props.points).toEqual([
      expect.objectContaining({ id: 'd1', name: 'Harbor House', status: 'open', href: '' }),
    ]);
    const link = screen.getByRole('link', { name: 'Directions by transit' });
    // jsdom's user agent is not an Apple device.
    expect(link.getAttribute('href')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=39.7392%2C-104.9903&travelmode=transit',
    );
    expect(link.getAttribute('target')).toBe('_blank');
    expect(screen.getByText('85FQP2Q5+MV')).toBeTruthy();
  });

  it('shows nothing for a service without a geocoded place', async () => {
    const { container } = await renderUi(
      <ServiceMapSection
        service={service('x', { location: { type: 'Point', coordinates: [0, 0] } })}
      />,
    );
    expect(container.innerHTML).toBe('');
    expect(shown).toHaveLength(0);
  });
});
