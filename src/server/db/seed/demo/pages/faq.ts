import type { DemoStaticPage } from '../types';

const content = `<h2>Does Refugio work without internet?</h2>
<p>Yes, after one visit with a connection. The listings you have loaded, your favorites and the crisis lines stay on your device, and open or closed status keeps updating. Kudos and messages you send while offline are delivered when you reconnect.</p>
<h2>How do I find places that are open now?</h2>
<p>Turn on the <strong>Open now</strong> filter on the home screen. Each listing shows whether it is open and until when, or when it opens next. Some listings say <strong>Please contact this service for hours</strong> because they have no fixed schedule.</p>
<h2>How do I change the language?</h2>
<p>Open the menu and choose English or Español. Refugio remembers your choice on this device.</p>
<h2>What are kudos?</h2>
<p>Kudos are a way to say a service helped you. You can give one kudo to each service from each device, and the total shows on the listing.</p>
<h2>How do I save a favorite?</h2>
<p>Tap the favorite button on a listing. Your favorites are kept on your device and are available offline under <a href="/my_favorites">My favorites</a>.</p>
<h2>How do I add my organization's listing?</h2>
<p><a href="/login">Sign up</a> as a provider, then choose <strong>Add service</strong> in the menu. An administrator reviews new listings before they appear.</p>
<h2>How can I volunteer?</h2>
<p>Use the <a href="/login?volunteer=true">volunteer sign-up</a>. Once your account is approved you can add listings you know about and help keep them current.</p>
<h2>How do providers update shelter beds?</h2>
<p>Log in and open <strong>Available beds</strong>. Use plus and minus or type a number; changes save automatically, and available beds can never be more than total beds.</p>
<h2>What if a listing is wrong?</h2>
<p>Open the listing and use <strong>Report service info</strong>, or <a href="/feedback">send us feedback</a>. Please call ahead before you travel, since details change often.</p>
<h2>Are these listings real?</h2>
<p>Not in this installation: it carries demo data, so the services are fictional. The crisis lines are real. In an emergency, call 911.</p>`;

const contentEs = `<h2>¿Refugio funciona sin internet?</h2>
<p>Sí, después de una visita con conexión. Los servicios que ya cargaste, tus favoritos y las líneas de crisis se quedan en tu dispositivo, y el estado de abierto o cerrado se sigue actualizando. Los kudos y los mensajes que envíes sin conexión se mandan cuando vuelvas a conectarte.</p>
<h2>¿Cómo encuentro lugares abiertos ahora?</h2>
<p>Activa el filtro <strong>Abierto ahora</strong> en la pantalla de inicio. Cada servicio indica si está abierto y hasta qué hora, o cuándo vuelve a abrir. Algunos dicen <strong>Comunícate con este servicio para conocer su horario</strong> porque no tienen un horario fijo.</p>
<h2>¿Cómo cambio el idioma?</h2>
<p>Abre el menú y elige English o Español. Refugio recuerda tu elección en este dispositivo.</p>
<h2>¿Qué son los kudos?</h2>
<p>Los kudos son una forma de decir que un servicio te ayudó. Puedes dar un kudo a cada servicio desde cada dispositivo, y el total aparece en la ficha del servicio.</p>
<h2>¿Cómo guardo un favorito?</h2>
<p>Toca el botón de favorito en un servicio. Tus favoritos se guardan en tu dispositivo y están disponibles sin conexión en <a href="/my_favorites">Mis favoritos</a>.</p>
<h2>¿Cómo agrego el servicio de mi organización?</h2>
<p><a href="/login">Regístrate</a> como proveedor y luego elige <strong>Agregar servicio</strong> en el menú. Un administrador revisa los servicios nuevos antes de publicarlos.</p>
<h2>¿Cómo puedo ser voluntario?</h2>
<p>Usa el <a href="/login?volunteer=true">registro de voluntarios</a>. Cuando tu cuenta esté aprobada, podrás agregar servicios que conozcas y ayudar a mantenerlos al día.</p>
<h2>¿Cómo actualizan los proveedores las camas de un albergue?</h2>
<p>Inicia sesión y abre <strong>Camas disponibles</strong>. Usa los botones de más y menos o escribe un número; los cambios se guardan solos, y las camas disponibles nunca pueden ser más que el total de camas.</p>
<h2>¿Qué hago si la información de un servicio está mal?</h2>
<p>Abre el servicio y usa <strong>Reportar información del servicio</strong>, o <a href="/feedback">envíanos tus comentarios</a>. Llama antes de ir, porque los datos cambian con frecuencia.</p>
<h2>¿Estos servicios son reales?</h2>
<p>No en esta instalación: contiene datos de demostración, así que los servicios son ficticios. Las líneas de crisis sí son reales. En una emergencia, llama al 911.</p>`;

export const faqPage: DemoStaticPage = {
  code: 'FAQ',
  name: 'Frequently Asked Questions',
  nameEs: 'Preguntas frecuentes',
  content,
  contentEs,
};
