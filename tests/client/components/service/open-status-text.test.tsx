import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OpenStatusText } from '@client/components/service/open-status-text';
import { renderUi } from './render-ui';

// Wednesday 1 July 2026, 10:00 in Denver (16:00 UTC).
const NOW = new Date('2026-07-01T16:00:00.000Z');
const weekdays = {
  timeZone: 'America/Denver',
  schedules: [
    {
      type: 'WEEKLY' as const,
      day: 'WEDNESDAY' as const,
      startTime: '8:00 AM',
      endTime: '5:00 PM',
    },
  ],
  closeSchedules: [],
};

describe('OpenStatusText', () => {
  it('words the status in the service zone with the shared engine', async () => {
    await renderUi(<OpenStatusText service={weekdays} now={NOW} />);
    expect(screen.getByText('Open till 5:00 PM')).toBeDefined();
  });

  it('shows the contact text for a contact-only service', async () => {
    await renderUi(<OpenStatusText service={{ ...weekdays, isContact: true }} now={NOW} />);
    const text = screen.getByText('Please contact this service for hours');
    // Neither open nor closed: not in the closed (error) colour.
    expect(text.className).toContain('open-status--contact');
    expect(text.className).not.toContain('open-status--closed');
  });

  it('speaks Spanish when the language is es', async () => {
    await renderUi(<OpenStatusText service={weekdays} now={NOW} />, { locale: 'es' });
    expect(screen.getByText('Abierto hasta las 5:00 PM')).toBeDefined();
  });

  it('shows nothing without usable schedules', async () => {
    const { container } = await renderUi(
      <OpenStatusText service={{ ...weekdays, schedules: [] }} now={NOW} />,
    );
    expect(container.textContent).toBe('');
  });
});
