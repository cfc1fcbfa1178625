import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { slideFromParam } from '@client/features/introduce/lib/slides';
import { hasAccessedBefore } from '@client/lib/first-visit';
import { renderApp } from '../../render-app';

const slideHeading = () => screen.getByRole('heading', { level: 2 });

async function openTutorial(path = '/introduce') {
  const view = await renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Welcome to Refugio' });
  return view;
}

describe('the tutorial slides', () => {
  it('starts on slide 1 of 9 and moves with Next and Back, focusing the new heading', async () => {
    await openTutorial();
    expect(screen.getByText('Slide 1 of 9')).toBeTruthy();
    expect(slideHeading().textContent).toBe('Help near you');
    expect((screen.getByRole('button', { name: 'Back' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Slide 2 of 9');
    expect(slideHeading().textContent).toBe('Find help by type');
    expect(document.activeElement).toBe(slideHeading());

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByText('Slide 1 of 9');
    expect(document.activeElement).toBe(slideHeading());
  });

  it('does not move focus on arrival', async () => {
    await openTutorial();
    expect(document.activeElement).toBe(document.body);
  });

  it('moves with the arrow keys and stops at the ends', async () => {
    await openTutorial();
    fireEvent.keyDown(slideHeading(), { key: 'ArrowLeft' });
    expect(screen.getByText('Slide 1 of 9')).toBeTruthy();
    fireEvent.keyDown(slideHeading(), { key: 'ArrowRight' });
    await screen.findByText('Slide 2 of 9');
    fireEvent.keyDown(slideHeading(), { key: 'ArrowRight' });
    await screen.findByText('Slide 3 of 9');
    fireEvent.keyDown(slideHeading(), { key: 'ArrowLeft', altKey: true });
    expect(screen.getByText('Slide 3 of 9')).toBeTruthy();
    fireEvent.keyDown(slideHeading(), { key: 'ArrowLeft' });
    await screen.findByText('Slide 2 of 9');
  });

  it('has a labelled dot per slide that jumps to it and marks the current one', async () => {
    await openTutorial();
    const nav = screen.getByRole('navigation', { name: 'Tutorial slides' });
    const dots = within(nav).getAllByRole('button', { name: /^Slide \d: / });
    expect(dots).toHaveLength(9);
    expect(dots[0]!.getAttribute('aria-current')).toBe('step');

    fireEvent.click(within(nav).getByRole('button', { name: 'Slide 8: Choose your language' }));
    await screen.findByText('Slide 8 of 9');
    expect(screen.getByRole('group', { name: 'Language' })).toBeTruthy();
    expect(
      within(nav)
        .getAllByRole('button', { name: /^Slide \d: / })[7]!
        .getAttribute('aria-current'),
    ).toBe('step');
  });

  it('skips to the terms slide, which has no Skip and no Next', async () => {
    await openTutorial();
    fireEvent.click(screen.getByRole('button', { name: 'Skip to the terms' }));
    await screen.findByText('Slide 9 of 9');
    expect(slideHeading().textContent).toBe('Terms of use');
    expect(screen.getByRole('checkbox', { name: /accept the terms of use/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Skip to the terms' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it('accepts the terms on the last slide, sets the cookie and goes home', async () => {
    const { router } = await openTutorial('/introduce?slide=8');
    fireEvent.click(screen.getByRole('button', { name: 'Agree and continue' }));
    const error = screen.getByText('Please accept the terms of use to continue.');
    expect(error.getAttribute('role')).toBe('alert');
    expect(document.activeElement).toBe(screen.getByRole('checkbox'));
    expect(hasAccessedBefore()).toBe(false);

    fireEvent.click(screen.getByRole('checkbox', { name: /accept the terms of use/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Agree and continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(hasAccessedBefore()).toBe(true);
  });

  it('comes back to the terms slide after reading the terms', async () => {
    const { router } = await openTutorial('/introduce?slide=8');
    fireEvent.click(screen.getByRole('link', { name: 'Read the terms of use' }));
    await screen.findByRole('heading', { level: 1, name: 'Terms of use' });
    await router.navigate(-1);
    await screen.findByText('Slide 9 of 9');
    expect(screen.getByRole('checkbox')).toBeTruthy();
  });
});

describe('slideFromParam', () => {
  it.each([
    [null, 0],
    ['3', 3],
    ['8', 8],
    ['9', 0],
    ['-1', 0],
    ['2.5', 0],
    ['x', 0],
  ])('reads %s as slide %i', (value, expected) => {
    expect(slideFromParam(value)).toBe(expected);
  });
});
