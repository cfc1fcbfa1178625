import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ServiceCard } from '../../../../src/client/components/service/service-card';
import { resetMirrorAndHome } from '../../features/services/mirror';
import { service } from '../../sync/fakes';
import { renderUi } from './render-ui';

afterEach(resetMirrorAndHome);

const NOW = new Date('2026-07-01T16:00:00.000Z');

function renderCard(overrides: Parameters<typeof service>[1], locale: 'en' | 'es' = 'en') {
  return renderUi(
    <ul>
      <ServiceCard service={service('s1', overrides)} origin={null} userId={null} now={NOW} />
    </ul>,
    { locale },
  );
}

describe('ServiceCard', () => {
  it('links the name to the detail page', async () => {
    await renderCard({ name: 'Casa' });
    expect(screen.getByRole('link', { name: 'Casa' }).getAttribute('href')).toBe('/services/s1');
  });

  it('shows the beds of a shelter that has beds', async () => {
    await renderCard({ type: ['SHELTER'], availableBeds: 3, totalBeds: 20 });
    expect(screen.getByText('3 of 20 beds available')).toBeDefined();
  });

  it('shows no beds for a shelter without a total, nor for other types', async () => {
    const first = await renderCard({ type: ['SHELTER'], availableBeds: 0, totalBeds: 0 });
    expect(screen.queryByText(/beds available/)).toBeNull();
    first.unmount();
    await renderCard({ type: ['FOOD'], availableBeds: 3, totalBeds: 20 });
    expect(screen.queryByText(/beds available/)).toBeNull();
  });

  it('uses the Spanish summary only when there is one', async () => {
    const first = await renderCard({ serviceSummary: 'Meals', serviceSummaryEs: 'Comidas' }, 'es');
    expect(screen.getByText('Comidas')).toBeDefined();
    first.unmount();
    await renderCard({ serviceSummary: 'Meals', serviceSummaryEs: null }, 'es');
    expect(screen.getByText('Meals')).toBeDefined();
  });
});
