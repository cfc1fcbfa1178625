// Spanish written to the reader uses one register, tú (docs/screens.md "Words and crisis lines"). These are the usted forms
// that have slipped in: imperatives, usted verbs and pronouns that can only address the reader.
// Words that are also third person or tú forms ("llame" in "el que llame", "tenga") are left out
// so the check does not cry wolf; a person reading the seed catches those.

const USTED_WORDS = [
  'usted',
  'ustedes',
  // imperatives
  'acepte',
  'acérquese',
  'agregue',
  'añada',
  'anótese',
  'asegúrese',
  'averigüe',
  'busque',
  'chatee',
  'comuníquese',
  'conéctese',
  'confirme',
  'consulte',
  'converse',
  'dese',
  'deslice',
  'díganos',
  'diríjase',
  'elija',
  'envíe',
  'escoja',
  'escriba',
  'imprima',
  'infórmese',
  'ingrese',
  'inicie',
  'inscríbase',
  'inténtelo',
  'introduzca',
  'lave',
  'llámenos',
  'llévese',
  'marque',
  'pida',
  'presione',
  'protéjase',
  'pulse',
  'recoja',
  'reserve',
  'regístrese',
  'revise',
  'seleccione',
  'siéntese',
  'tráigala',
  'toque',
  'traiga',
  'utilice',
  'verifique',
  'visite',
  // usted present tense of verbs people are told to do
  'desea',
] as const;

const PHRASES = [
  // "le"/"lo" as "you" after a verb that helps or welcomes someone
  /\bayudarle\b/i,
  /\bprepararle\b/i,
  /\blo conecten\b/i,
  /\ble preocupe\b/i,
  /\bsin que le\b/i,
  /\bque lo conecten\b/i,
  /\bsi lo tiene\b/i,
  /\bsi puede\b/i,
  // "su"/"sus" addressing the reader, in the seed's phrasings
  /\bsu primera (visita|sesión)\b/i,
  /\bsus hijos\b/i,
  /\bsus (medicinas|ingresos|trámites|mandados|formularios)\b/i,
  /\bsu (comida|teléfono|correo|identificación|contrato|currículum|estatus|equivalencia|tarjeta)\b/i,
];

const WORD = new RegExp(`(?<![\\p{L}])(${USTED_WORDS.join('|')})(?![\\p{L}])`, 'iu');

/** The usted forms found in a Spanish text (empty when it is all tú). */
export function ustedForms(text: string): string[] {
  const found: string[] = [];
  const word = WORD.exec(text);
  if (word?.[1]) found.push(word[1]);
  for (const phrase of PHRASES) {
    const hit = phrase.exec(text);
    if (hit) found.push(hit[0]);
  }
  return found;
}
