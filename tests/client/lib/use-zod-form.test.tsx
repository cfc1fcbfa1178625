import { I18nProvider } from '@lingui/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { reportFormSchema, type ReportForm } from '@shared/validation/feedback';
import { TextField } from '@client/components/ui/text-field';
import { activateLocale, i18n } from '@client/lib/i18n';
import { useZodForm } from '@client/lib/use-zod-form';

const EMPTY = { email: '', message: '' };

function Report({ onValid }: { onValid: (data: ReportForm) => void }) {
  const form = useZodForm(reportFormSchema, EMPTY);
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)}>
      <TextField {...form.field('email')} label="Email" />
      <TextField {...form.field('message')} label="Message" multiline />
      <button type="submit">Send</button>
    </form>
  );
}

function renderReport(onValid: (data: ReportForm) => void) {
  render(
    <I18nProvider i18n={i18n}>
      <Report onValid={onValid} />
    </I18nProvider>,
  );
}

describe('useZodForm', () => {
  beforeAll(() => activateLocale('es'));

  it('shows translated errors after a submit and focuses the first invalid field', () => {
    const onValid = vi.fn();
    renderReport(onValid);
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Wrong hours' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const email = screen.getByLabelText('Email');
    expect(document.activeElement).toBe(email);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    // The schema speaks in English ids; the field shows the active language's words.
    const errorId = email.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(errorId)?.textContent).toBe('Ingresa tu correo electrónico.');
    expect(onValid).not.toHaveBeenCalled();
  });

  it('hands the parsed data to the caller once every field is valid', () => {
    const onValid = vi.fn();
    renderReport(onValid);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: ' a@b.org ' } });
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Wrong hours' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValid).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'a@b.org', message: 'Wrong hours' }),
    );
  });
});
