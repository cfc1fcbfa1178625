import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, returningVisitor } from '../../render-app';
import { fakeApi, resetStaffTest, signIn } from './staff-helpers';

const REGIONS = [{ id: 'r1', name: 'Front Range', description: null, states: ['CO'] }];

describe('staff content routes', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    returningVisitor();
  });
  afterEach(resetStaffTest);

  it('opens /regions for a volunteer lead, read only', async () => {
    fakeApi({ 'GET /regions': { body: REGIONS } });
    signIn(['VOLUNTEER LEAD']);
    await renderApp('/regions');
    expect(await screen.findByRole('heading', { level: 1, name: 'Regions' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Front Range' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add region' })).toBeNull();
  });

  it('opens /regional_coordinators and /homeless_liaisons for an administrator', async () => {
    fakeApi({ 'GET /regions': { body: REGIONS }, 'GET /homeless-liaisons': { body: [] } });
    signIn(['ADMINISTRATOR']);
    const first = await renderApp('/regional_coordinators');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Regional coordinators' }),
    ).toBeTruthy();
    first.unmount();
    await renderApp('/homeless_liaisons');
    expect(await screen.findByRole('button', { name: 'Add liaison' })).toBeTruthy();
  });

  it('opens /manage_faqs and /manage_pages for an administrator', async () => {
    fakeApi({ 'GET /chatbot-faqs': { body: [] }, 'GET /static-pages': { body: [] } });
    signIn(['ADMINISTRATOR']);
    const first = await renderApp('/manage_faqs');
    expect(await screen.findByRole('heading', { level: 1, name: 'Chatbot FAQ' })).toBeTruthy();
    first.unmount();
    await renderApp('/manage_pages');
    expect(await screen.findByText('There are no pages yet.')).toBeTruthy();
  });
});
