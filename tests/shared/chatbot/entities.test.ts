import { describe, expect, it } from 'vitest';
import {
  extractServiceEntities,
  extractZip,
  mentionsNearMe,
  mentionsOpenNow,
  placeCandidates,
} from '@shared/chatbot/entities';
import { foldBotText } from '@shared/chatbot/fold';
import { nameCandidate, pickNamedService } from '@shared/chatbot/names';
import type { ServiceRecord } from '@shared/sync/protocol';

describe('chatbot entities', () => {
  it.each([
    ['where can I sleep tonight', ['SHELTER'], null],
    ['necesito comida', ['FOOD'], null],
    ['food pantry in Chicago', ['FOOD'], 'Food Pantry'],
    ['refugio de emergencia', ['SHELTER'], 'Emergency Shelter'],
    ['I need a dentist', ['HEALTH'], 'Medical Care'],
    ['clases de inglés', ['WORK'], 'Education'],
    ['ropa para el frío', ['RESOURCES'], 'Clothing'],
    ['what can you do', [], null],
  ])('finds the types and sub-filter of %j', (text, types, subFilter) => {
    expect(extractServiceEntities(text)).toEqual({ types, subFilter });
  });

  it('finds "open now" and "near me" in both languages', () => {
    expect(mentionsOpenNow('food open now')).toBe(true);
    expect(mentionsOpenNow('comida abierta ahora')).toBe(true);
    expect(mentionsOpenNow('food in Denver')).toBe(false);
    expect(mentionsNearMe('shelters near me')).toBe(true);
    expect(mentionsNearMe('necesito comida cerca de mí')).toBe(true);
    expect(mentionsNearMe('shelters in Denver')).toBe(false);
  });

  it('offers the words after place prepositions as places, and ZIP codes', () => {
    expect(placeCandidates('where can I sleep tonight near Denver')).toContain('denver');
    expect(placeCandidates('shelters in Los Angeles now')).toEqual(['los angeles', 'los']);
    expect(placeCandidates('comida en San José')[0]).toBe('san jose');
    expect(placeCandidates('food pantry')).toEqual([]);
    expect(extractZip('clothes near 80202')).toBe('80202');
    expect(extractZip('call 555-0142')).toBeNull();
  });

  it('folds names with or without apostrophes and dots', () => {
    expect(foldBotText("St. Mary's")).toBe('st marys');
    expect(foldBotText('St Marys')).toBe('st marys');
    expect(foldBotText('¿Dónde está?')).toBe('donde esta');
  });

  it('picks the named service, with or without punctuation', () => {
    const service = (name: string) => ({ id: name, name, isApproved: true }) as ServiceRecord;
    const candidates = [service("St. Mary's Shelter"), service('Mary House')];
    expect(pickNamedService('is st marys shelter open now', candidates, false)?.service.name).toBe(
      "St. Mary's Shelter",
    );
    expect(pickNamedService("is St. Mary's Shelter open", candidates, false)?.service.name).toBe(
      "St. Mary's Shelter",
    );
    // A partial name only in the second lookup, from what is left of the question.
    expect(pickNamedService('is st marys open now', candidates, false)).toBeNull();
    expect(nameCandidate('is st marys open now')).toBe('st marys');
    expect(pickNamedService('st marys', candidates, true)?.service.name).toBe("St. Mary's Shelter");
    const unapproved = { ...service('Hidden Place Shelter'), isApproved: false };
    expect(pickNamedService('is hidden place shelter open', [unapproved], false)).toBeNull();
  });
});
