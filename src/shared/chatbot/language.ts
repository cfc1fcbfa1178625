import { foldBotText } from './fold';
import type { BotLanguage } from './messages';

// Words that say which language a message is in (folded). Short messages often have none: then
// the classifier decides, then the app's language.
const ES = new Set(
  'hola necesito quiero donde hay comida refugio refugios albergue dormir cerca estoy tengo ayuda gracias esta noche para por una un el la los las de del que cual cuando como puedo camas abierto abierta ahora hoy clima tiempo trabajo salud ropa lineas linea crisis busco buscar mi me muy tienen tiene hambre horario lejos distancia adios buenos buenas dias hacerme dano morir matarme'.split(
    ' ',
  ),
);
const EN = new Set(
  'hi hello i need want where is are there can food shelter near me the a an for to of in open now today tonight please thanks thank you help beds bed sleep eat hungry what how far hours weather crisis lines job work clothes doctor clinic my find show do does have any place stay'.split(
    ' ',
  ),
);

/** 'en' or 'es' when the words tell, else null. */
export function detectLanguage(text: string): BotLanguage | null {
  const words = foldBotText(text).split(' ');
  let es = 0;
  let en = 0;
  for (const w of words) {
    if (ES.has(w)) es += 1;
    if (EN.has(w)) en += 1;
  }
  if (/[ñ¿¡áéíóú]/i.test(text)) es += 1;
  if (es > en) return 'es';
  if (en > es) return 'en';
  return null;
}
