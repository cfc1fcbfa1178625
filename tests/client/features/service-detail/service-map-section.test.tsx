import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ServiceMapProps } from '@client/components/map/service-map';
import { ServiceMapSection } from '@client/features/service-detail/components/service-map-section';
import { MAP_ZOOM_DETAIL } from '@shared/query/constants';
import { renderUi } from '../../components/service/render-ui';
import { useLocationStore } from '@client/lib/location-store';
import { service } from '../../sync/fakes';

// WebGL does not run in jsdom: the map itself is replaced by what it was asked to show.
const shown: ServiceMapProps[] = [];
vi.mock('@client/components/map/lazy-service-map', () => ({
  LazyServiceMap: (props: ServiceMapProps) => {
    shown.push(props);
    return <div aria-label={props.label} role="region" />;
  },
}));

const denver = service('d1', {
  name: 'Harbor House',
  address1: '1 Main St',
  location: { type: 'Point', coordinates: [-104.9903, 39.7392] },
});

describe('ServiceMapSection', () => {
  // Cleared before each test: clearing the location re-renders a map still mounted.
  beforeEach(() => {
    shown.length = 0;
  });
  afterEach(() => useLocationStore.getState().clearLocation());

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
    // The street address under the dot, and the nearest places named around the service.
    expect(props.points[0]!.label).toBe('1 Main St');
    expect(props.placesAround).toEqual({ lng: -104.9903, lat: 39.7392 });
    const link = screen.getByRole('link', { name: 'Directions by transit' });
    // jsdom's user agent is not an Apple device.
    expect(link.getAttribute('href')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=39.7392%2C-104.9903&travelmode=transit',
    );
    expect(link.getAttribute('target')).toBe('_blank');
    expect(screen.getByText('85FQP2Q5+MV')).toBeTruthy();
  });

  it('says that street maps open in the maps app, and links to the place there', async () => {
    await renderUi(<ServiceMapSection service={denver} />);
    expect(
      screen.getByText(
        "This map shows the nearby towns and ZIP codes, not the streets. Street maps open in your phone's maps app.",
      ),
    ).toBeTruthy();
    const open = screen.getByRole('link', { name: 'Open in your maps app' });
    expect(open.getAttribute('href')).toBe(
      'https://www.google.com/maps/search/?api=1&query=39.7392%2C-104.9903',
    );
  });

  it('says it in Spanish, and gives the popup distance with a decimal comma', async () => {
    useLocationStore.getState().setLocation({ lng: -104.99, lat: 39.8 }, 'Denver, CO');
    await renderUi(<ServiceMapSection service={denver} />, { locale: 'es' });
    expect(
      screen.getByText(
        'Este mapa muestra las ciudades y los códigos postales cercanos, pero no las calles. Los mapas con calles se abren en la app de mapas de tu teléfono.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Abrir en tu app de mapas' })).toBeTruthy();
    expect(shown.at(-1)!.points[0]!.distanceText).toBe('4,2 mi');
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
