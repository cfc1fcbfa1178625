import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from '@client/components/ui/text-field';

describe('TextField', () => {
  it('labels the input, marks it required and links its error', () => {
    render(<TextField id="email" label="Email" value="" onChange={() => {}} error="Bad email" />);
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('email-error');
    expect(document.getElementById('email-error')?.textContent).toBe('Bad email');
  });

  it('leaves an optional field unmarked and an error-free field undescribed', () => {
    render(<TextField id="name" label="Name" value="" onChange={() => {}} required={false} />);
    const input = screen.getByLabelText('Name');
    expect(input.hasAttribute('aria-required')).toBe(false);
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });

  it('reports typed text from an input and from a textarea', () => {
    const onChange = vi.fn();
    render(
      <>
        <TextField id="subject" label="Subject" value="" onChange={onChange} />
        <TextField id="message" label="Message" value="" onChange={onChange} multiline />
      </>,
    );
    fireEvent.change(screen.getByLabelText('Subject'), { target: { value: 'Hi' } });
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Hello' } });
    expect(screen.getByLabelText('Message').tagName).toBe('TEXTAREA');
    expect(onChange.mock.calls).toEqual([['Hi'], ['Hello']]);
  });
});
