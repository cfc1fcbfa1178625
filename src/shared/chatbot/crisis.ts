import { foldBotText } from './fold';

/**
 * Crisis language (docs/chatbot.md: checked FIRST on every message, English and Spanish). The
 * patterns run on folded text (foldBotText: no accents, no apostrophes, lower case), so "daño",
 * "dano", "I'm" and "Im" all match. They lean towards safety: an unclear message that names
 * hurting oneself gets the crisis lines (and the rest of the question is still answered). Idioms
 * that are NOT crises (docs/chatbot.md): "dying to get a meal", "me muero de hambre" (starving),
 * "emergency shelter", "refugio de emergencia", "substance abuse treatment", "cortarme el pelo".
 */
export const CRISIS_KINDS = ['suicide', 'self-harm', 'abuse', 'danger', 'overdose'] as const;
export type CrisisKind = (typeof CRISIS_KINDS)[number];

const P: Record<CrisisKind, RegExp[]> = {
  suicide: [
    /\bsuicid/,
    // 'kill me' but not the idiom 'this heat is killing me'.
    /\bkill(ing)? my ?self\b(?! laughing)/,
    /\bkill me\b/,
    /\bend(ing)? (my life|it all|my own life)\b/,
    /\btake my (own )?life\b/,
    /\b(want|wanted|wanna|going|need|wish) (to )?die\b/,
    /\bi wish i (was|were) dead\b/,
    /\bbetter off dead\b/,
    /\b(dont|do not) want to (live|be alive|wake up|exist)\b/,
    /\bno reason to live\b/,
    /\b(want|wish) (it all|everything|my life|it) to end\b/,
    /\bwant to end it\b/,
    /\bnot worth living\b/,
    /\b(hang|shoot) myself\b/,
    /\bjump off (a|the) (bridge|building|roof)\b/,
    /\b(me )?quiero morir(me)?\b/,
    /\bquisiera (estar muert[oa]|morir(me)?)\b/,
    /\bme quiero matar\b/,
    /\bmatarme\b/,
    /\bquitarme la vida\b/,
    /\bno quiero (vivir|seguir viviendo|despertar)\b/,
    /\bacabar con (mi vida|todo)\b/,
    /\bmejor muert[oa]\b/,
    /\bya no (puedo|aguanto) mas\b/,
  ],
  'self-harm': [
    /\b(hurt|hurting|harm|harming|cut|cutting|burn|burning) my ?self\b/,
    /\bself ?harm/,
    /\bhacer(me)? dano\b/,
    /\bhacerme dano\b/,
    /\blastimarme\b/,
    /\bherirme\b/,
    /\bcortarme\b(?! el (pelo|cabello))/,
    /\bme (corto|lastimo|hago dano)\b(?! el (pelo|cabello))/,
    /\bautolesi/,
  ],
  abuse: [
    /\b(he|she|they|my \w+) (hits|beats|hit|beat|abuses|abused|is abusing|chokes|choked|hurts|threatens|threatened|raped) me\b/,
    /\bbeat(s|ing)? me( up)?\b/,
    /\bhitting me\b/,
    /\bdomestic (violence|abuse)\b/,
    /\b(being|been|was|im|am) (abused|beaten|raped|assaulted|molested)\b/,
    /\babusive (partner|husband|wife|boyfriend|girlfriend|relationship|home|parent|father|mother)\b/,
    /\bafraid of my (husband|wife|partner|boyfriend|girlfriend|father|dad|mother|mom)\b/,
    /\b(raped|rape|sexual(ly)? (assault|assaulted|abuse|abused)|molested)\b/,
    /\bme (pega|golpea|golpean|pegan|maltrata|maltratan|viola|violo|violaron|amenaza|amenazan|abusa|abuso)\b/,
    /\bviolencia (domestica|familiar|en (mi )?casa)\b/,
    /\b(maltrato|abuso sexual|agresion sexual|violacion)\b/,
    /\babusa(n|ron)? de mi\b/,
    /\bmiedo (a|de) mi (esposo|esposa|pareja|novio|novia|padre|papa|madre|mama)\b/,
  ],
  danger: [
    /\b(im|i am) in danger\b/,
    /\b(im|i am|i dont|i do not) (not )?feel(ing)? safe\b/,
    /\b(im|i am) not safe\b/,
    /\b(feel|feeling|im|i am) unsafe\b/,
    /\bnot safe at home\b/,
    /\bgoing to kill me\b/,
    /\b(threatened|threatening|wants) to kill me\b/,
    /\bsomeone is (following|chasing|after) me\b/,
    /\b(this is|its|i have) an emergency\b/,
    /\bestoy en peligro\b/,
    /\bcorro peligro\b/,
    /\bno estoy a salvo\b/,
    /\bno me siento segur[oa]\b/,
    /\bme (quiere|quieren|van a) matar\b/,
    /\bme (persigue|persiguen)\b/,
    /\b(es|tengo) una emergencia\b/,
  ],
  overdose: [
    /\boverdos/,
    /\btook too many (pills|meds)\b/,
    /\btoo much (heroin|fentanyl|meth|pills)\b/,
    /\b(he|she|someone|my \w+) (is not|isnt) breathing\b/,
    /\bsobredosis\b/,
    /\btome demasiadas (pastillas|pildoras)\b/,
    /\bno (esta )?respira\b/,
  ],
};

/** The crisis kinds a message names (empty: no crisis language). */
export function detectCrisis(text: string): CrisisKind[] {
  const folded = foldBotText(text);
  return CRISIS_KINDS.filter((kind) => P[kind].some((re) => re.test(folded)));
}

/**
 * Words that make a crisis line relevant to a kind (matched on its folded name and description),
 * so the lines for the situation come right after 988.
 */
export const CRISIS_LINE_WORDS: Record<CrisisKind, string[]> = {
  suicide: ['suicide', 'crisis text', 'trevor', 'veterans'],
  'self-harm': ['suicide', 'crisis text', 'self harm', 'trevor'],
  abuse: ['domestic violence', 'sexual assault', 'child abuse', 'abuse', 'rainn'],
  danger: ['domestic violence', 'crisis text', 'runaway'],
  overdose: ['samhsa', 'substance', 'drug', 'crisis text'],
};
