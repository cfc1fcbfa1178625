import { describe, expect, it } from 'vitest';
import { detectCrisis } from '@shared/chatbot/crisis';

describe('detectCrisis', () => {
  it.each([
    ['I want to kill myself', 'suicide'],
    ['i dont want to live anymore', 'suicide'],
    ['I am thinking about suicide', 'suicide'],
    ['I have been cutting myself', 'self-harm'],
    ['my husband beats me', 'abuse'],
    ['I was raped', 'abuse'],
    ["I'm in danger", 'danger'],
    ['someone is following me', 'danger'],
    ['my friend overdosed', 'overdose'],
    ['quiero hacerme daño', 'self-harm'],
    ['QUIERO HACERME DANO', 'self-harm'],
    ['me quiero morir', 'suicide'],
    ['ya no aguanto más', 'suicide'],
    ['pienso en el suicidio', 'suicide'],
    ['mi pareja me pega', 'abuse'],
    ['hay violencia en mi casa', 'abuse'],
    ['estoy en peligro', 'danger'],
    ['me van a matar', 'danger'],
    ['mi hermano tuvo una sobredosis', 'overdose'],
  ])('finds crisis language in %j', (text, kind) => {
    expect(detectCrisis(text)).toContain(kind);
  });

  it.each([
    "I'm dying to get a meal",
    'emergency shelter near me',
    'substance abuse treatment in Denver',
    'mental health clinic',
    'my phone is dead, where can I charge it',
    'me muero de hambre',
    'refugio de emergencia',
    'necesito cortarme el pelo',
    'tratamiento para el abuso de sustancias',
    'this heat is killing me',
    'kill time at the library',
  ])('does not call %j a crisis', (text) => {
    expect(detectCrisis(text)).toEqual([]);
  });
});
