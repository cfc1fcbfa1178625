import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetChat, useChatStore } from '@client/features/chatbot/store';
import type { BotMessage } from '@shared/chatbot/messages';
import { crisisItem, crisisLine, fakeBotServer, renderChatbot, service } from './chat-helpers';

function show(messages: BotMessage[]): void {
  useChatStore.getState().append(messages.map((message) => ({ from: 'bot' as const, message })));
}

// The name in both languages: one test runs the screen in Spanish.
const log = () => screen.getByRole('log', { name: /^(Conversation|Conversación)$/ });

describe('/chatbot messages', () => {
  afterEach(() => {
    resetChat();
    vi.unstubAllGlobals();
  });

  it('greets with the topics as buttons, under one h1', async () => {
    await renderChatbot();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Chat with Refugio',
    ]);
    expect(log().getAttribute('aria-live')).toBe('polite');
    expect(within(log()).getByText(/^Hi! I can help you find food/)).toBeTruthy();
    const topics = within(log()).getByRole('group', { name: 'What are you looking for?' });
    expect(
      within(topics)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Food', 'Shelter', 'Health', 'Resources', 'Work', 'Crisis lines']);
    expect(screen.getByRole('heading', { level: 2, name: 'Questions and answers' })).toBeTruthy();
  });

  it('says phrases with their params, the crisis lead standing out, in Spanish too', async () => {
    show([
      { type: 'text', key: 'crisisLead' },
      { type: 'text', key: 'servicesNear', params: { label: 'SHELTER', place: 'Denver, CO' } },
      { type: 'text', key: 'distanceTo', params: { miles: 2.5, name: 'Casa Uno' } },
    ]);
    await renderChatbot();
    const lead = within(log()).getByText(/^If you are in danger right now, call 911/);
    expect(lead.className).toContain('chat-bubble--crisis');
    expect(
      within(log()).getByText('Here are some shelter services close to Denver, CO.'),
    ).toBeTruthy();
    expect(within(log()).getByText('You are 2.5 miles away from Casa Uno.')).toBeTruthy();
  });

  it('shows FAQ text from the database in the UI language, Spanish when present', async () => {
    show([
      {
        type: 'text',
        key: 'faqAnswer',
        text: { en: 'No account is needed.', es: 'No hace falta.' },
      },
      { type: 'text', key: 'faqAnswer', text: { en: 'It is free.', es: null } },
    ]);
    await renderChatbot('es');
    expect(within(log()).getByText('No hace falta.').getAttribute('lang')).toBe('es');
    expect(within(log()).getByText('It is free.').getAttribute('lang')).toBe('en');
    expect(within(log()).queryByText('No account is needed.')).toBeNull();
  });

  it('lists services as cards linking to their detail, with status, distance and beds', async () => {
    const shelter = service('s1', {
      name: 'Casa Uno',
      type: ['SHELTER'],
      serviceSummary: 'Emergency Shelter',
      availableBeds: 3,
      totalBeds: 20,
    });
    show([
      {
        type: 'payload',
        payload: { type: 'SERVICES_LIST', data: [{ ...shelter, distance: '1.2' }] },
      },
    ]);
    await renderChatbot();
    const card = within(log()).getByRole('listitem');
    const link = within(card).getByRole('link', { name: 'Casa Uno' });
    expect(link.getAttribute('href')).toBe('/services/s1');
    expect(within(card).getByText('Open 24/7')).toBeTruthy();
    expect(within(card).getByText('1.2 mi')).toBeTruthy();
    expect(within(card).getByText('3 of 20 beds available')).toBeTruthy();
  });

  it.each([
    ['en', 'Here is the schedule of Casa Uno.', 'Mon, Tue 8:00 AM–5:00 PM', 'Closed Nov 26, 2026'],
    ['es', 'Este es el horario de Casa Uno.', 'Lun, Mar 8:00 AM–5:00 PM', 'Cerrado el 26 nov 2026'],
  ] as const)(
    'answers a schedule question with the weekly hours (%s)',
    async (locale, lead, week, closed) => {
      const casa = service('s1', {
        name: 'Casa Uno',
        schedules: [
          { type: 'WEEKLY', day: 'MONDAY', startTime: '8:00 AM', endTime: '5:00 PM' },
          { type: 'WEEKLY', day: 'TUESDAY', startTime: '8:00 AM', endTime: '5:00 PM' },
        ],
        closeSchedules: [{ type: 'DATE_RANGE', startDate: '11/26/2026', endDate: '11/26/2026' }],
      });
      show([
        { type: 'text', key: 'scheduleOf', params: { name: 'Casa Uno' } },
        {
          type: 'payload',
          payload: { type: 'ASK_SERVICE_SCHEDULE', data: { ...casa, distance: null } },
        },
      ]);
      await renderChatbot(locale);
      expect(await within(log()).findByText(lead)).toBeTruthy();
      const card = log().querySelector('.chat-service') as HTMLElement;
      expect(within(card).getByText(week)).toBeTruthy();
      expect(within(card).getByText(closed)).toBeTruthy();
    },
  );

  it('shows crisis lines with call and text actions named after the line', async () => {
    const line = crisisLine('988', {
      name: '988 Suicide & Crisis Lifeline',
      phone: '988',
      text: 'Text 988',
      ranking: 1,
    });
    show([{ type: 'payload', payload: { type: 'CRISIS_LINES_LIST', data: [crisisItem(line)] } }]);
    await renderChatbot();
    const call = within(log()).getByRole('link', { name: 'Call 988 Suicide & Crisis Lifeline' });
    expect(call.getAttribute('href')).toBe('tel:988');
    const text = within(log()).getByRole('link', { name: 'Text 988 Suicide & Crisis Lifeline' });
    expect(text.getAttribute('href')).toBe('sms:988');
  });

  it('offers on a crisis line card only what the line supports, as the crisis-lines screen does', async () => {
    const lifeline = crisisLine('988', {
      name: '988 Suicide & Crisis Lifeline',
      phone: '988',
      text: 'Text 988',
      chatWebLink: 'https://988lifeline.org/chat/',
      website: 'https://988lifeline.org',
      ranking: 1,
    });
    const textOnly = crisisLine('ctl', {
      name: 'Crisis Text Line',
      phone: '741741',
      text: 'Text HOME to 741741',
      website: 'https://www.crisistextline.org',
    });
    show([
      {
        type: 'payload',
        payload: { type: 'CRISIS_LINES_LIST', data: [crisisItem(lifeline), crisisItem(textOnly)] },
      },
    ]);
    await renderChatbot('es');
    const card = (name: string) =>
      within(log()).getByRole('heading', { name }).closest('li') as HTMLElement;
    const hrefs = (name: string) =>
      within(card(name))
        .getAllByRole('link')
        .map((a) => a.getAttribute('href'));
    expect(hrefs('988 Suicide & Crisis Lifeline')).toEqual([
      'tel:988',
      'sms:988',
      'https://988lifeline.org/chat/',
      'https://988lifeline.org',
    ]);
    expect(hrefs('Crisis Text Line')).toEqual([
      'sms:741741?body=HOME',
      'https://www.crisistextline.org',
    ]);
    expect(within(card('Crisis Text Line')).queryByText(/741741/, { selector: 'a' })).toBeNull();
    expect(within(card('Crisis Text Line')).getByText('Envía HOME al 741741')).toBeTruthy();
    expect(
      within(card('988 Suicide & Crisis Lifeline')).getByText(/Envía un mensaje de texto al 988/),
    ).toBeTruthy();
  });

  it('shows the weather payload', async () => {
    show([
      {
        type: 'payload',
        payload: {
          type: 'WEATHER',
          data: {
            place: 'Denver, CO',
            temperature: 41.6,
            description: 'Partly cloudy',
            code: 2,
            windMph: 8,
            observedAt: null,
          },
        },
      },
    ]);
    await renderChatbot();
    expect(within(log()).getByText('Denver, CO')).toBeTruthy();
    expect(within(log()).getByText('42 °F')).toBeTruthy();
    expect(within(log()).getByText('Wind: 8 mph')).toBeTruthy();
  });

  it('sends a quick reply payload as the next question, and keeps the focus in the field', async () => {
    const server = fakeBotServer(() => [{ type: 'text', key: 'noMoreResults' }]);
    vi.stubGlobal('fetch', server.fetchDouble);
    show([
      {
        type: 'quickReplies',
        key: 'moreQuestion',
        quickReplies: [{ key: 'quickYes', payload: 'Yes' }],
      },
    ]);
    await renderChatbot();
    fireEvent.click(within(log()).getByRole('button', { name: 'Yes' }));
    await within(log()).findByText('There are no more services for that request.');
    expect(server.calls.map((c) => c.body.query)).toEqual(['Yes']);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Your message' }));
  });
});
