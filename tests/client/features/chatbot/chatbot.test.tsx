import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localDb } from '@client/db/database';
import { filterFaqs, fold } from '@client/features/chatbot/lib/filter-faqs';
import type { ChatbotFaqRecord } from '@shared/sync/protocol';
import { renderApp, returningVisitor } from '../../render-app';

function faq(id: string, overrides: Partial<ChatbotFaqRecord> = {}): ChatbotFaqRecord {
  return {
    id,
    question: `Question ${id}?`,
    questionEs: null,
    answer: `Answer ${id}.`,
    answerEs: null,
    keywords: [],
    rev: 1,
    createdAt: `2026-01-0${id}T00:00:00.000Z`,
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const FAQS = [
  faq('1', {
    question: 'Do I need an account?',
    questionEs: '¿Necesito una cuenta?',
    answer: 'No account is needed.',
    answerEs: 'No necesitas una cuenta.',
    keywords: ['register'],
  }),
  faq('2', {
    question: 'How do I find a bed tonight?',
    questionEs: '¿Cómo encuentro una cama esta noche?',
    answer: 'Open the Shelter tab.',
    answerEs: 'Abre la pestaña Refugio.',
  }),
  faq('3', { question: 'Is it free?', answer: 'Yes.' }),
];

describe('/chatbot', () => {
  beforeEach(returningVisitor);
  afterEach(async () => {
    await localDb().chatbotFaqs.clear();
  });

  it('lists the questions of the mirror as disclosures, in order, under "Questions and answers"', async () => {
    await localDb().chatbotFaqs.bulkPut([FAQS[2]!, FAQS[0]!, FAQS[1]!]);
    await renderApp('/chatbot');
    await screen.findByRole('heading', { level: 2, name: 'Questions and answers' });
    const list = await screen.findByRole('list');
    const questions = within(list)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('summary')?.textContent);
    expect(questions).toEqual([
      'Do I need an account?',
      'How do I find a bed tonight?',
      'Is it free?',
    ]);
    expect(screen.getByText('3 questions')).toBeTruthy();
    expect(screen.getByText('No account is needed.').closest('details')).toBeTruthy();
  });

  it('filters by the words typed, in either language and in the keywords', async () => {
    await localDb().chatbotFaqs.bulkPut(FAQS);
    await renderApp('/chatbot');
    const field = await screen.findByRole('searchbox', { name: 'Search the questions' });
    fireEvent.change(field, { target: { value: 'bed' } });
    expect(screen.getByText('1 question')).toBeTruthy();
    expect(screen.getByText('How do I find a bed tonight?')).toBeTruthy();
    expect(screen.queryByText('Is it free?')).toBeNull();

    fireEvent.change(field, { target: { value: 'REGISTER' } });
    expect(screen.getByText('Do I need an account?')).toBeTruthy();

    fireEvent.change(field, { target: { value: 'zzz' } });
    expect(screen.getByText('No questions match your search. Try other words.')).toBeTruthy();
  });

  it('shows Spanish questions and answers when present, English otherwise', async () => {
    await localDb().chatbotFaqs.bulkPut(FAQS);
    await renderApp('/chatbot', 'es');
    const spanish = await screen.findByText('¿Necesito una cuenta?');
    expect(spanish.closest('li')?.getAttribute('lang')).toBe('es');
    expect(screen.getByText('Is it free?').closest('li')?.getAttribute('lang')).toBe('en');
  });

  it('says the questions are not available offline yet when the mirror has none', async () => {
    await renderApp('/chatbot');
    await screen.findByText(/The questions are not available offline yet/);
    expect(screen.queryByRole('searchbox')).toBeNull();
  });
});

describe('filterFaqs', () => {
  it('ignores case and accents and needs every word', () => {
    expect(fold('Cómo ENCUENTRO')).toBe('como encuentro');
    expect(filterFaqs(FAQS, 'como cama').map((f) => f.id)).toEqual(['2']);
    expect(filterFaqs(FAQS, 'cuenta free')).toEqual([]);
    expect(filterFaqs(FAQS, '   ')).toHaveLength(3);
  });
});
