import { describe, expect, it } from 'vitest';
import { matchesSubFilter } from '@shared/domain/sub-filters';

describe('matchesSubFilter', () => {
  it('matches a phrase of the button anywhere in the summary, ignoring case', () => {
    expect(matchesSubFilter('Free hot meal and SOUP KITCHEN on Sundays', 'Meals')).toBe(true);
    expect(matchesSubFilter('Weekly food pantry', 'Food Pantry')).toBe(true);
  });

  it('matches whole words only, as the server does', () => {
    expect(matchesSubFilter('Transitional Housing', 'Assistance')).toBe(false);
    expect(matchesSubFilter('Free transit passes', 'Assistance')).toBe(true);
    expect(matchesSubFilter('Workshops for parents', 'Employment')).toBe(false);
    expect(matchesSubFilter('Day labor (work) every morning', 'Employment')).toBe(true);
  });

  it('treats letters with accents and digits as part of a word', () => {
    expect(matchesSubFilter('Teché lab', 'Tech')).toBe(false);
    expect(matchesSubFilter('Tech2 room', 'Tech')).toBe(false);
    expect(matchesSubFilter('Free Wi-Fi.', 'Tech')).toBe(true);
  });

  it('does not match a summary without any of the phrases', () => {
    expect(matchesSubFilter('Emergency shelter beds', 'Transitional Housing')).toBe(false);
    expect(matchesSubFilter('', 'Meals')).toBe(false);
  });
});
