import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ServiceAddress } from '@client/features/service-detail/components/service-address';
import { useLocationStore } from '@client/lib/location-store';
import { renderUi } from '../../components/service/render-ui';
import { service } from '../../sync/fakes';

// docs/screens.md "The first screen of a phone": the distance is beside the address, not only in the map dot's popup.
const harbor = service('d1', {
  name: 'Harbor House',
  address1: '1 Main St',
  city: 'Denver',
  location: { type: 'Point', coordinates: [-104.9903, 39.7392] },
});
// 4.2 miles north of Harbor House.
const north = { lng: -104.9903, lat: 39.8 };

describe('the distance beside the address', () => {
  afterEach(() => useLocationStore.getState().clearLocation());

  it('says how far the chosen city is, in English', async () => {
    useLocationStore.getState().setLocation(north, 'Denver, CO');
    await renderUi(<ServiceAddress service={harbor} />);
    const distance = screen.getByText('4.2 mi from Denver, CO');
    expect(distance.previousElementSibling?.tagName).toBe('ADDRESS');
  });

  it('says how far the current position is, in Spanish with a decimal comma', async () => {
    useLocationStore.getState().setLocation(north);
    await renderUi(<ServiceAddress service={harbor} />, { locale: 'es' });
    expect(screen.getByText('A 4,2 mi de tu ubicación')).toBeTruthy();
  });

  it('says nothing without a location, or for a service with no place on the map', async () => {
    const { container, unmount } = await renderUi(<ServiceAddress service={harbor} />);
    expect(container.querySelector('.service-address__distance')).toBeNull();
    unmount();
    useLocationStore.getState().setLocation(north);
    const unlocated = service('x', {
      address1: '1 Main St',
      location: { type: 'Point', coordinates: [0, 0] },
    });
    const second = await renderUi(<ServiceAddress service={unlocated} />);
    expect(second.container.querySelector('.service-address__distance')).toBeNull();
  });
});
