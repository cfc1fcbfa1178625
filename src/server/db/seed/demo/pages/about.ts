import type { DemoStaticPage } from '../types';

const content = `<h2>About Refugio</h2>
<p>Refugio helps people in need find food, shelter, health care, resources and work nearby, and reach crisis lines, in English and Spanish. It is free and you do not need an account.</p>
<h2>How it works</h2>
<ul>
<li>Browse by tab (Food, Shelter, Health, Resources, Work), search by city or ZIP code, and filter by who a service is for or by what is open now.</li>
<li>Whether a place is open is worked out from its schedule, in the place's own time zone.</li>
<li>After your first visit Refugio keeps working offline: the listings you have loaded, your favorites and the crisis lines stay on your device, and anything you send while offline goes out when you are back online.</li>
</ul>
<h2>Listings can change</h2>
<p>Hours, beds and services change often, so please call ahead before you travel. If something is wrong, use <strong>Report service info</strong> on the listing or <a href="/feedback">send us feedback</a>.</p>
<h2>Demo data</h2>
<p><strong>This installation carries demo data.</strong> The services listed are fictional examples: their names, addresses, phone numbers and websites are made up. The crisis lines are real national services.</p>
<h2>In an emergency</h2>
<p>Call <strong>911</strong>. If you are thinking about suicide or are in emotional distress, call or text <strong>988</strong>. See all <a href="/crisis_lines">crisis lines</a>.</p>
<h2>Providers and volunteers</h2>
<p>Service providers and volunteers can <a href="/login?volunteer=true">sign up</a> to add and update listings, including shelter bed counts. An administrator checks new listings before they appear.</p>`;

const contentEs = `<h2>Acerca de Refugio</h2>
<p>Refugio ayuda a quienes lo necesitan a encontrar comida, refugio, atención médica, recursos y trabajo cerca, y a comunicarse con líneas de crisis, en inglés y en español. Es gratis y no necesitas crear una cuenta.</p>
<h2>Cómo funciona</h2>
<ul>
<li>Explora por tipo de servicio (comida, albergue, salud, recursos y trabajo), busca por ciudad o código postal, y filtra según a quién atiende un servicio o por lo que está abierto ahora.</li>
<li>Si un lugar está abierto se calcula a partir de su horario, en la zona horaria del propio lugar.</li>
<li>Después de tu primera visita, Refugio sigue funcionando sin conexión: los servicios que ya cargaste, tus favoritos y las líneas de crisis se quedan en tu dispositivo, y lo que envíes sin conexión se manda cuando vuelvas a tener internet.</li>
</ul>
<h2>La información puede cambiar</h2>
<p>Los horarios, las camas y los servicios cambian con frecuencia, así que llama antes de ir. Si algo está mal, usa <strong>Reportar información del servicio</strong> en la ficha o <a href="/feedback">envíanos tus comentarios</a>.</p>
<h2>Datos de demostración</h2>
<p><strong>Esta instalación contiene datos de demostración.</strong> Los servicios que aparecen son ejemplos ficticios: sus nombres, direcciones, teléfonos y sitios web son inventados. Las líneas de crisis son servicios nacionales reales.</p>
<h2>En una emergencia</h2>
<p>Llama al <strong>911</strong>. Si estás pensando en el suicidio o pasas por una crisis emocional, llama o envía un mensaje de texto al <strong>988</strong>. Consulta todas las <a href="/crisis_lines">líneas de crisis</a>.</p>
<h2>Proveedores y voluntarios</h2>
<p>Los proveedores de servicios y los voluntarios pueden <a href="/login?volunteer=true">registrarse</a> para agregar y actualizar servicios, incluido el número de camas de los refugios. Un administrador revisa los servicios nuevos antes de publicarlos.</p>`;

export const aboutPage: DemoStaticPage = {
  code: 'ABOUT',
  name: 'About',
  nameEs: 'Acerca de',
  content,
  contentEs,
};
