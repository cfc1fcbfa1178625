import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isChecked, renderForm, signInAs, stubApi, valueOf } from './helpers';

beforeEach(() => {
  stubApi(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const tick = (name: string) => fireEvent.click(screen.getByRole('checkbox', { name }));

describe('the service form, by role', () => {
  it('gives a volunteer no beds, low barrier, contact toggle, critical header or admin fields', async () => {
    signInAs(['VOLUNTEER']);
    await renderForm();
    tick('Shelter');
    expect(screen.getByLabelText('Service details')).toBeTruthy();
    expect(screen.queryByLabelText('Total beds')).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Low barrier' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /contact this service for hours/ })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Add this Service to Header' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Show Flag' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Pets allowed' })).toBeTruthy();
  });

  it('gives a provider shelter beds and the contact toggle, but no critical header or owner', async () => {
    signInAs(['USER']);
    await renderForm();
    expect(screen.queryByLabelText('Total beds')).toBeNull();
    tick('Shelter');
    expect(screen.getByLabelText('Total beds')).toBeTruthy();
    expect(screen.getByLabelText('Available beds')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Low barrier' })).toBeTruthy();
    expect(
      screen.getByRole('checkbox', { name: 'Please contact this service for hours' }),
    ).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'Add this Service to Header' })).toBeNull();
    expect(screen.queryByLabelText('Owned by (email)')).toBeNull();
  });

  it('gives an administrator the critical header with its expiry, flag, donate and owner', async () => {
    signInAs(['ADMINISTRATOR']);
    await renderForm();
    tick('Add this Service to Header');
    expect(screen.getByLabelText('Header description')).toBeTruthy();
    // docs/spec/forms-and-messages.md D.1: 11:59 PM today by default.
    expect(valueOf(screen.getByLabelText('Expiry Time'))).toBe('23:59');
    tick('Never Expires');
    expect(screen.queryByLabelText('Expiry Time')).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Show Flag' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Show Donate' })).toBeTruthy();
    expect(screen.getByLabelText('Owned by (email)')).toBeTruthy();
  });

  it('gives a super user the critical header but not the admin fields', async () => {
    signInAs(['SUPER USER']);
    await renderForm();
    expect(screen.getByRole('checkbox', { name: 'Add this Service to Header' })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'Show Donate' })).toBeNull();
  });
});

describe('types, sub-filters and the service details', () => {
  it('asks for the service details and offers the sub-filters once a type is ticked', async () => {
    signInAs(['USER']);
    await renderForm();
    expect(screen.queryByLabelText('Service details')).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Emergency' })).toBeNull();
    tick('Shelter');
    const summary = screen.getByLabelText('Service details');
    tick('Emergency');
    expect(valueOf(summary)).toBe('Emergency Shelter');
    tick('Transitional');
    expect(valueOf(summary)).toBe('Emergency Shelter, Transitional Housing');
    tick('Emergency');
    expect(valueOf(summary)).toBe('Transitional Housing');
    expect(isChecked(screen.getByRole('checkbox', { name: 'Transitional' }))).toBe(true);
  });

  it('ticks every category with All, and unticks All when one is unticked', async () => {
    signInAs(['USER']);
    await renderForm();
    tick('All');
    expect(isChecked(screen.getByRole('checkbox', { name: 'Seniors' }))).toBe(true);
    tick('Seniors');
    expect(isChecked(screen.getByRole('checkbox', { name: 'All' }))).toBe(false);
    expect(isChecked(screen.getByRole('checkbox', { name: 'Men' }))).toBe(true);
  });
});

describe('contact for hours', () => {
  it('hides both schedule panels while it is ticked', async () => {
    signInAs(['USER']);
    await renderForm();
    expect(screen.getByRole('heading', { name: 'Schedule' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Holidays closed days' })).toBeTruthy();
    tick('Please contact this service for hours');
    expect(screen.queryByRole('heading', { name: 'Schedule' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Holidays closed days' })).toBeNull();
    tick('Please contact this service for hours');
    expect(screen.getByRole('heading', { name: 'Schedule' })).toBeTruthy();
  });
});
