import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FaqsScreen } from '@client/features/content-admin/components/faqs-screen';
import { syncNow } from '@client/sync/page-engine';
import { fakeApi, lastToast, renderScreen, resetStaffTest, signIn } from '../regions/staff-helpers';

vi.mock('@client/sync/page-engine', () => ({
  syncNow: vi.fn(() => Promise.resolve()),
  afterQueuedWrite: vi.fn(),
}));

const BEDS = {
  id: 'f1',
  question: 'Where can I sleep tonight?',
  questionEs: '¿Dónde puedo dormir esta noche?',
  answer: 'Look at the shelters with free beds.',
  answerEs: null,
  keywords: ['bed', 'shelter'],
};
const FOOD = {
  ...BEDS,
  id: 'f2',
  question: 'Where can I eat?',
  questionEs: null,
  answer: 'Try the food banks.',
  keywords: [],
};

describe('/manage_faqs', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(syncNow).mockClear();
    signIn(['ADMINISTRATOR']);
  });
  afterEach(resetStaffTest);

  it('lists the entries and finds them by keyword', async () => {
    fakeApi({ 'GET /chatbot-faqs': { body: [BEDS, FOOD] } });
    await renderScreen(<FaqsScreen />);
    expect(await screen.findByRole('heading', { name: 'Where can I eat?' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Search questions and answers'), {
      target: { value: 'SHELTER' },
    });
    expect(screen.queryByRole('heading', { name: 'Where can I eat?' })).toBeNull();
    expect(screen.getByRole('heading', { name: BEDS.question })).toBeTruthy();
  });

  it('lists the entries in Spanish when Spanish is chosen', async () => {
    fakeApi({
      'GET /chatbot-faqs': {
        body: [{ ...BEDS, answerEs: 'Mira los albergues con camas libres.' }, FOOD],
      },
    });
    await renderScreen(<FaqsScreen />, { locale: 'es' });
    const title = await screen.findByRole('heading', { name: '¿Dónde puedo dormir esta noche?' });
    expect(title.getAttribute('lang')).toBe('es');
    expect(screen.getByText('Mira los albergues con camas libres.')).toBeTruthy();
    expect(screen.queryByText(BEDS.answer)).toBeNull();
    expect(
      screen.getByRole('button', { name: 'Editar ¿Dónde puedo dormir esta noche?' }),
    ).toBeTruthy();
    // An entry without Spanish shows its English, marked as English, and says so.
    expect(screen.getByRole('heading', { name: FOOD.question }).getAttribute('lang')).toBe('en');
    expect(
      screen.getByText('Todavía no está en español: el chatbot responde en inglés.'),
    ).toBeTruthy();
  });

  it('adds an entry with keywords and asks for a sync pull', async () => {
    let list = [BEDS];
    const api = fakeApi({
      'GET /chatbot-faqs': () => ({ body: list }),
      'POST /chatbot-faqs': (call) => {
        const made = { id: 'f3', ...(call.body as object) } as typeof BEDS;
        list = [...list, made];
        return { body: made };
      },
    });
    await renderScreen(<FaqsScreen />);
    await screen.findByRole('heading', { name: BEDS.question });
    fireEvent.click(screen.getByRole('button', { name: 'Add FAQ entry' }));
    const form = screen.getByRole('dialog', { name: 'Add FAQ entry' });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByText('Please input the question.')).toBeTruthy();
    expect(within(form).getByText('Please input the answer.')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Question'), { target: { value: 'Showers?' } });
    fireEvent.change(within(form).getByLabelText('Answer'), { target: { value: 'At the YMCA.' } });
    fireEvent.change(within(form).getByLabelText(/^Keywords/), {
      target: { value: 'shower, , wash,shower' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await screen.findByRole('heading', { name: 'Showers?' });
    expect(api.writes()[0]?.body).toEqual({
      question: 'Showers?',
      answer: 'At the YMCA.',
      questionEs: null,
      answerEs: null,
      keywords: ['shower', 'wash'],
    });
    expect(syncNow).toHaveBeenCalledTimes(1);
    expect(lastToast()?.text).toBe('FAQ entry added.');
  });

  it('edits the Spanish answer of an entry', async () => {
    const api = fakeApi({
      'GET /chatbot-faqs': { body: [BEDS] },
      'PUT /chatbot-faqs/f1': (call) => ({ body: { ...BEDS, ...(call.body as object) } }),
    });
    await renderScreen(<FaqsScreen />);
    fireEvent.click(await screen.findByRole('button', { name: `Edit ${BEDS.question}` }));
    const form = screen.getByRole('dialog', { name: 'Edit FAQ entry' });
    expect((within(form).getByLabelText(/^Keywords/) as HTMLInputElement).value).toBe(
      'bed, shelter',
    );
    fireEvent.change(within(form).getByLabelText('Answer in Spanish'), {
      target: { value: 'Mira los albergues.' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(lastToast()?.text).toBe('FAQ entry saved.'));
    expect(api.writes()[0]).toMatchObject({
      method: 'PUT',
      path: '/chatbot-faqs/f1',
      body: { answerEs: 'Mira los albergues.', keywords: ['bed', 'shelter'] },
    });
    expect(syncNow).toHaveBeenCalled();
  });

  it('deletes an entry after the confirmation', async () => {
    let list = [BEDS, FOOD];
    fakeApi({
      'GET /chatbot-faqs': () => ({ body: list }),
      'DELETE /chatbot-faqs/f2': () => {
        list = [BEDS];
        return { body: FOOD };
      },
    });
    await renderScreen(<FaqsScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Where can I eat?' }));
    fireEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Where can I eat?' })).toBeNull(),
    );
    expect(lastToast()?.text).toBe('FAQ entry deleted.');
    expect(syncNow).toHaveBeenCalledTimes(1);
  });

  it('shows an empty state', async () => {
    fakeApi({ 'GET /chatbot-faqs': { body: [] } });
    await renderScreen(<FaqsScreen />);
    expect(await screen.findByText('There are no FAQ entries yet.')).toBeTruthy();
  });
});
