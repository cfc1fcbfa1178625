import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localDb } from '@client/db/database';
import { renderApp, returningVisitor } from '../../render-app';
import { service } from '../../sync/fakes';
import { clearMirror } from './fill-mirror';
import { putServices } from '@client/db/service-record-writes';

describe('/services/:id of an imported listing', () => {
  beforeEach(returningVisitor);
  afterEach(clearMirror);
  afterEach(() => vi.unstubAllGlobals());

  it('says the location is approximate and shows hours it could not read as published', async () => {
    await putServices(localDb(), [
      service('imp1', {
        name: 'Imported Pantry',
        locationApproximate: true,
        hoursText: 'Tuesday whenever–later',
        isContact: true,
        schedules: [],
      }),
    ]);
    await renderApp('/services/imp1');
    await screen.findByRole('heading', { level: 1, name: 'Imported Pantry' });
    expect(screen.getByText('Approximate location')).toBeTruthy();
    expect(screen.getByText(/Tuesday whenever–later/).textContent).toBe(
      'Hours as published: Tuesday whenever–later',
    );
  });

  it('says nothing of the kind for a typed listing', async () => {
    await putServices(localDb(), [service('typed1', { name: 'Typed Kitchen' })]);
    await renderApp('/services/typed1');
    await screen.findByRole('heading', { level: 1, name: 'Typed Kitchen' });
    expect(screen.queryByText('Approximate location')).toBeNull();
    expect(screen.queryByText(/Hours as published/)).toBeNull();
  });
});
