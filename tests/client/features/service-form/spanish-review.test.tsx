import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderForm, signInAs, stubApi, storedService, type Call } from './helpers';

const machineService = () =>
  storedService({ spanishMachine: ['serviceSummaryEs', 'descriptionEs'], spanishReviewedAt: null });

function serve(reviewStatus = 200): Call[] {
  return stubApi((method, path) => {
    if (method === 'GET' && path === '/services/svc-1') {
      return { status: 200, body: machineService() };
    }
    if (method === 'POST' && path === '/services/svc-1/spanish-reviewed') {
      return reviewStatus === 200
        ? { status: 200, body: { ...machineService(), spanishMachine: [] } }
        : { status: reviewStatus, body: { code: reviewStatus, message: 'Nope' } };
    }
    return undefined;
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('machine-translated Spanish in the service form', () => {
  it('labels the untouched machine fields, and drops the label once a person edits one', async () => {
    signInAs(['SUPER USER', 'USER']);
    serve();
    await renderForm('svc-1');
    await screen.findByLabelText('Description in Spanish');
    expect(screen.getAllByText('Machine translation')).toHaveLength(2);
    fireEvent.change(screen.getByLabelText('Description in Spanish'), {
      target: { value: 'Camas esta noche' },
    });
    expect(screen.getAllByText('Machine translation')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Mark Spanish as reviewed' })).toBeNull();
  });

  it('lets an administrator mark the Spanish as reviewed', async () => {
    signInAs(['ADMINISTRATOR', 'USER']);
    const calls = serve();
    await renderForm('svc-1');
    fireEvent.click(await screen.findByRole('button', { name: 'Mark Spanish as reviewed' }));
    const done = await screen.findByText('The Spanish is marked as reviewed.');
    expect(document.activeElement).toBe(done);
    expect(screen.queryAllByText('Machine translation')).toHaveLength(0);
    expect(
      calls.some((c) => c.method === 'POST' && c.path === '/services/svc-1/spanish-reviewed'),
    ).toBe(true);
  });

  it('says so when marking fails, and keeps the labels', async () => {
    signInAs(['ADMINISTRATOR', 'USER']);
    serve(503);
    await renderForm('svc-1');
    fireEvent.click(await screen.findByRole('button', { name: 'Mark Spanish as reviewed' }));
    await waitFor(() =>
      expect(
        screen.getByText(
          'Could not mark the Spanish as reviewed. Check your connection and try again.',
        ),
      ).toBeTruthy(),
    );
    expect(screen.getAllByText('Machine translation')).toHaveLength(2);
  });
});
