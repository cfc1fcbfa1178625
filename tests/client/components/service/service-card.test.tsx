import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ServiceCard } from '@client/components/service/service-card';
import { localDb } from '@client/db/database';
import { markFirstContent } from '@client/lib/first-content';
import { giveKudo } from '@client/sync/local-writes';
import { resetMirrorAndHome } from '../../features/services/mirror';
import { service } from '../../sync/fakes';
import { renderUi } from './render-ui';

afterEach(async () => {
  vi.restoreAllMocks();
  await resetMirrorAndHome();
});

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
    expect(screen.getByText('3/20 beds')).toBeDefined();
  });

  it('says how fresh the count of beds is, in a short form', async () => {
    const at = new Date(NOW.getTime() - 3 * 3_600_000).toISOString();
    await renderCard({ type: ['SHELTER'], availableBeds: 3, totalBeds: 20, bedsObservedAt: at });
    expect(screen.getByText('3/20 beds · 3 hr. ago')).toBeDefined();
  });

  it('shows no beds for a shelter without a total, nor for other types', async () => {
    const first = await renderCard({ type: ['SHELTER'], availableBeds: 0, totalBeds: 0 });
    expect(screen.queryByText(/beds/)).toBeNull();
    first.unmount();
    await renderCard({ type: ['FOOD'], availableBeds: 3, totalBeds: 20 });
    expect(screen.queryByText(/beds/)).toBeNull();
  });

  it('names the audience and the age group, in Spanish when the age has a translation', async () => {
    const first = await renderCard(
      { category: ['WOMEN', 'KIDS'], age: 'Adults 18+', ageEs: 'Adultos 18+' },
      'es',
    );
    expect(screen.getByText('Mujeres · Jóvenes/Niños · Adultos 18+')).toBeDefined();
    first.unmount();
    await renderCard({ category: ['ALL', 'MEN'], age: null, ageEs: null });
    expect(screen.getByText('Anyone')).toBeDefined();
  });

  it('offers the phone as a call link named with the service, and no link without a phone', async () => {
    const first = await renderCard({ name: 'Casa', phone: '(213) 555-0154' });
    const call = screen.getByRole('link', { name: 'Call Casa: (213) 555-0154' });
    expect(call.getAttribute('href')).toBe('tel:2135550154');
    first.unmount();
    await renderCard({ name: 'Casa', phone: null });
    expect(screen.queryByRole('link', { name: /^Call/ })).toBeNull();
  });
});

describe('a list of cards', () => {
  it('reads this device’s kudos and favorites once for every card, and follows changes', async () => {
    const db = localDb();
    const reads = { kudos: vi.spyOn(db.kudos, 'toArray'), get: vi.spyOn(db.kudos, 'get') };
    const favoriteGets = vi.spyOn(db.favorites, 'get');
    await db.favorites.put({ serviceId: 's3', addedAt: 1 });
    renderUi(
      <ul>
        {['s1', 's2', 's3', 's4', 's5', 's6'].map((id) => (
          <ServiceCard
            key={id}
            service={service(id, { name: `Place ${id}`, likes: 2 })}
            origin={null}
            userId={null}
            now={NOW}
          />
        ))}
      </ul>,
    );
    // First read without Dexie (db/watch-mirror.ts), then once more as Dexie's live query, which
    // is loaded once the first content has shown.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Remove from favorites: Place s3' })).toBeDefined(),
    );
    markFirstContent();
    await waitFor(() => expect(reads.kudos).toHaveBeenCalledTimes(1));
    // No card asked for its own row.
    expect(reads.get).not.toHaveBeenCalled();
    expect(favoriteGets).not.toHaveBeenCalled();

    await giveKudo(db, 's2');
    await waitFor(() =>
      expect(
        screen
          .getByRole('button', { name: 'Give kudos to Place s2: 3' })
          .getAttribute('aria-pressed'),
      ).toBe('true'),
    );
    expect(screen.getByRole('button', { name: 'Give kudos to Place s1: 2' })).toBeDefined();
    expect(reads.kudos).toHaveBeenCalledTimes(2);
  });
});
