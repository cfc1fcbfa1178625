import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '@client/lib/toast-store';
import { renderForm, signInAs, stubApi, storedService, valueOf, type Call } from './helpers';

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const tick = (name: string) => fireEvent.click(screen.getByRole('checkbox', { name }));
const toasts = () => useToastStore.getState().toasts.map((toast) => toast.text);

/** A provider's valid service: contact for hours, so no schedule is needed. */
function fillValidService() {
  type('Community service name', 'Corner Kitchen');
  type('Description', 'Hot meals every day');
  type('Address 1', '1 Main St');
  type('City', 'Denver');
  type('State', 'CO');
  type('Zip', '80202');
  tick('Food');
  type('Service details', 'Meals');
  tick('Men');
  tick('Please contact this service for hours');
}

const submit = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

let calls: Call[];
const posts = () => calls.filter((call) => call.method === 'POST' && call.path === '/services');

beforeEach(() => {
  useToastStore.setState({ toasts: [] });
  signInAs(['USER']);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('validation', () => {
  it('shows the inline messages and focuses the first invalid field', async () => {
    calls = stubApi(() => undefined);
    await renderForm();
    submit('Add Service');
    expect(screen.getByText('Please input Name.')).toBeTruthy();
    expect(screen.getByText('Please input your city.')).toBeTruthy();
    expect(screen.getByText('Please select at least one Service.')).toBeTruthy();
    expect(screen.getByText('Please select at least one Category.')).toBeTruthy();
    expect(screen.getByText('Please add schedule')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Community service name'));
    expect(posts()).toHaveLength(0);
  });

  it('words the messages in Spanish', async () => {
    calls = stubApi(() => undefined);
    await renderForm(null, 'es');
    fireEvent.submit(document.querySelector('form')!);
    expect(await screen.findByText('Ingresa el nombre.')).toBeTruthy();
    expect(screen.queryByText('Please input Name.')).toBeNull();
  });

  it('rejects more available beds than total beds, compared as numbers', async () => {
    calls = stubApi(() => undefined);
    await renderForm();
    tick('Shelter');
    type('Total beds', '10');
    type('Available beds', '11');
    submit('Add Service');
    expect(
      screen.getByText('Available beds should be less than or equal to Total Beds'),
    ).toBeTruthy();
  });
});

describe('saving a new service', () => {
  it('posts the service, goes to /manage_services and says it was added', async () => {
    calls = stubApi((method, path) =>
      method === 'POST' && path === '/services'
        ? { status: 200, body: { id: 'new-1' } }
        : undefined,
    );
    const { router } = await renderForm();
    fillValidService();
    submit('Add Service');
    await waitFor(() => expect(router.state.location.pathname).toBe('/manage_services'));
    expect(toasts()).toContain('Service Added Successfully');
    const body = posts()[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      name: 'Corner Kitchen',
      type: ['FOOD'],
      category: ['MEN'],
      isContact: true,
      schedules: [],
      country: 'United States',
    });
    // A provider may not set the admin fields (docs/spec/product-spec.md §6): they are not sent at all.
    expect(body).not.toHaveProperty('userEmail');
    expect(body).not.toHaveProperty('isCriticalHeader');
  });

  it('words a refusal from its machine word in a focused alert and stays on the form', async () => {
    calls = stubApi((method) =>
      method === 'POST'
        ? {
            status: 400,
            body: { code: 400, message: 'Odd server trouble', reason: 'VALIDATION_FAILED' },
          }
        : undefined,
    );
    const { router } = await renderForm();
    fillValidService();
    submit('Add Service');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Some of what you entered is not valid. Please check it and try again.',
    );
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(router.state.location.pathname).toBe('/form');
  });

  it('words the quota answer as docs/spec/product-spec.md §6 does, from its word alone', async () => {
    // The English message is not read: another text with the same word reads the same.
    const body = { code: 400, message: 'Quota.', reason: 'SERVICE_QUOTA_REACHED' };
    calls = stubApi((method) => (method === 'POST' ? { status: 400, body } : undefined));
    await renderForm();
    fillValidService();
    submit('Add Service');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'You reached the Max Limit for adding new services. Please contact the app admin to add more.',
    );
  });
});

describe('editing a service', () => {
  it('loads the stored values, shows the Spanish texts and saves with PUT', async () => {
    calls = stubApi((method, path) => {
      if (path === '/services/svc-1' && method === 'GET')
        return { status: 200, body: storedService() };
      if (path === '/services/svc-1' && method === 'PUT')
        return { status: 200, body: { id: 'svc-1' } };
      return undefined;
    });
    const { router } = await renderForm('svc-1');
    const name = await screen.findByLabelText('Community service name');
    expect(valueOf(name)).toBe('Anchor House');
    expect(valueOf(screen.getByLabelText('Total beds'))).toBe('12');
    expect(valueOf(screen.getByLabelText('Description in Spanish'))).toBe('Camas para la noche');
    type('Description in Spanish', 'Camas por la noche');
    submit('Update Service');
    await waitFor(() => expect(router.state.location.pathname).toBe('/manage_services'));
    expect(toasts()).toContain('Service Updated Successfully');
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toMatchObject({
      name: 'Anchor House',
      descriptionEs: 'Camas por la noche',
      totalBeds: 12,
      location: { type: 'Point', coordinates: [-104.99, 39.74] },
    });
  });

  it('clears the pin with the keyboard path, so the server places the address', async () => {
    calls = stubApi((method, path) => {
      if (method === 'GET' && path === '/services/svc-1') {
        return { status: 200, body: storedService() };
      }
      return method === 'PUT' ? { status: 200, body: { id: 'svc-1' } } : undefined;
    });
    await renderForm('svc-1');
    fireEvent.click(await screen.findByRole('button', { name: 'Clear pin' }));
    expect(screen.getByText('No pin: the service is placed by its ZIP code or city.')).toBeTruthy();
    submit('Update Service');
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ location: null });
  });

  it('says the service was not found, with a link home, on 404', async () => {
    calls = stubApi(() => ({ status: 404, body: { code: 404, message: 'Service not found' } }));
    await renderForm('missing');
    expect(
      await screen.findByText('This service was not found. It may have been removed.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe(
      '/',
    );
  });
});
