import type { DemoStaticPage } from '../types';

const content = `<h2>Privacy policy</h2>
<p>Refugio is built to collect as little as possible. We do not sell your data, we show no ads and we use no third-party trackers.</p>
<h2>What stays on your device</h2>
<ul>
<li>Your favorites and the services you gave kudos to</li>
<li>Your language and that you accepted these terms</li>
<li>Listings and pages saved so the app works offline</li>
<li>Messages you wrote while offline, until they are sent</li>
</ul>
<p>You can remove all of this at any time by clearing this site's data in your browser.</p>
<h2>What the server receives</h2>
<ul>
<li>Feedback and messages you choose to send, with the name, e-mail and phone number you enter.</li>
<li>Your location, only when you choose to share it: it is used to find services near you, and it is stored with a message only if you tick the box to add it.</li>
<li>Kudos, counted per service without your name.</li>
<li>For providers and volunteers: account data (name, e-mail, phone, and a password kept only as a secure hash) and the listings you manage.</li>
</ul>
<h2>How we use it</h2>
<p>Only to run Refugio: to answer your messages, to show services near you and to let providers manage their listings. We never sell or rent your data or share it for advertising.</p>
<h2>Deleting your data</h2>
<p>To delete your account or your messages, e-mail us as explained in our <a href="/account-deletion-policy">account deletion policy</a>. We reply within 3 business days and delete your data within 3 days after you confirm.</p>
<h2>Questions</h2>
<p>Questions about privacy? <a href="/feedback">Send us feedback</a>.</p>`;

const contentEs = `<h2>Política de privacidad</h2>
<p>Refugio está hecho para recopilar lo menos posible. No vendemos tus datos, no mostramos anuncios y no usamos rastreadores de terceros.</p>
<h2>Lo que se guarda en tu dispositivo</h2>
<ul>
<li>Tus favoritos y los servicios a los que diste kudos</li>
<li>Tu idioma y que aceptaste estos términos</li>
<li>Servicios y páginas guardados para que la aplicación funcione sin conexión</li>
<li>Los mensajes que escribiste sin conexión, hasta que se envían</li>
</ul>
<p>Puedes borrar todo esto cuando quieras eliminando los datos de este sitio en tu navegador.</p>
<h2>Lo que recibe el servidor</h2>
<ul>
<li>Los comentarios y mensajes que decidas enviar, con el nombre, correo electrónico y teléfono que escribas.</li>
<li>Tu ubicación, solo cuando decidas compartirla: se usa para encontrar servicios cerca de ti, y se guarda con un mensaje solo si marcas la casilla para agregarla.</li>
<li>Los kudos, contados por servicio y sin tu nombre.</li>
<li>De proveedores y voluntarios: los datos de la cuenta (nombre, correo electrónico, teléfono y una contraseña que nunca se guarda tal cual, solo protegida con un hash seguro) y los servicios que administran.</li>
</ul>
<h2>Cómo la usamos</h2>
<p>Solo para que Refugio funcione: para responder tus mensajes, mostrarte servicios cercanos y permitir que los proveedores administren sus servicios. Nunca vendemos ni alquilamos tus datos, ni los compartimos con fines publicitarios.</p>
<h2>Cómo borrar tus datos</h2>
<p>Para borrar tu cuenta o tus mensajes, escríbenos por correo electrónico como se explica en nuestra <a href="/account-deletion-policy">política de eliminación de cuentas</a>. Te respondemos en un plazo de 3 días hábiles y borramos tus datos en un plazo de 3 días después de que lo confirmes.</p>
<h2>Preguntas</h2>
<p>¿Tienes preguntas sobre tu privacidad? <a href="/feedback">Envíanos tus comentarios</a>.</p>`;

export const privacyPage: DemoStaticPage = {
  code: 'PRIVACY',
  name: 'Privacy Policy',
  nameEs: 'Política de privacidad',
  content,
  contentEs,
};
