import type { DemoStaticPage } from '../types';

const content = `<h2>Terms of use</h2>
<p>By using Refugio you agree to these terms. If you do not agree, please do not use the app.</p>
<h2>A free service</h2>
<p>Refugio is free. It does not provide food, shelter or care itself: it lists services offered by other organizations.</p>
<h2>No guarantee</h2>
<p>We work to keep listings accurate, but we cannot guarantee that hours, beds, eligibility or other details are current or complete. Always confirm with the provider before you go. Refugio is provided as is, without warranties of any kind, and we are not responsible for losses that come from relying on a listing.</p>
<h2>Providers</h2>
<p>Providers and volunteers who add or edit a listing are responsible for what it says and for keeping it current, including hours and bed counts. Administrators may edit, hide or remove any listing.</p>
<h2>Acceptable use</h2>
<ul>
<li>Do not post false, misleading, offensive or unlawful content.</li>
<li>Do not harass anyone or misuse the feedback and contact forms.</li>
<li>Do not try to break, overload or gain unauthorized access to the service.</li>
<li>Do not collect contact details from the listings for marketing.</li>
</ul>
<p>We may suspend accounts that break these rules.</p>
<h2>Not an emergency service</h2>
<p>In an emergency, call <strong>911</strong>.</p>
<h2>Demo data</h2>
<p>This installation carries demo data: its service listings are fictional. The crisis lines are real.</p>
<h2>Changes</h2>
<p>We may update these terms; the current version is always on this page. See also our <a href="/privacy_policy">privacy policy</a>.</p>`;

const contentEs = `<h2>Términos de uso</h2>
<p>Al usar Refugio aceptas estos términos. Si no estás de acuerdo, por favor no uses la aplicación.</p>
<h2>Un servicio gratuito</h2>
<p>Refugio es gratis. No ofrece comida, refugio ni atención por sí mismo: muestra servicios que ofrecen otras organizaciones.</p>
<h2>Sin garantía</h2>
<p>Nos esforzamos por mantener la información correcta, pero no podemos garantizar que los horarios, las camas, los requisitos u otros datos estén al día o completos. Confirma siempre con el proveedor antes de ir. Refugio se ofrece tal como está, sin garantías de ningún tipo, y no somos responsables de pérdidas causadas por confiar en la información de un servicio.</p>
<h2>Proveedores</h2>
<p>Los proveedores y voluntarios que agregan o editan un servicio son responsables de su contenido y de mantenerlo al día, incluidos los horarios y el número de camas. Los administradores pueden editar, ocultar o eliminar cualquier servicio.</p>
<h2>Uso aceptable</h2>
<ul>
<li>No publiques contenido falso, engañoso, ofensivo o ilegal.</li>
<li>No acoses a nadie ni hagas mal uso de los formularios de comentarios y de contacto.</li>
<li>No intentes dañar, sobrecargar ni entrar sin autorización al servicio.</li>
<li>No recopiles datos de contacto de los servicios con fines comerciales.</li>
</ul>
<p>Podemos suspender las cuentas que no respeten estas reglas.</p>
<h2>No es un servicio de emergencias</h2>
<p>En una emergencia, llama al <strong>911</strong>.</p>
<h2>Datos de demostración</h2>
<p>Esta instalación contiene datos de demostración: los servicios que muestra son ficticios. Las líneas de crisis son reales.</p>
<h2>Cambios</h2>
<p>Podemos actualizar estos términos; la versión vigente siempre está en esta página. Consulta también nuestra <a href="/privacy_policy">política de privacidad</a>.</p>`;

export const termsPage: DemoStaticPage = {
  code: 'TERMS',
  name: 'Terms of Use',
  nameEs: 'Términos de uso',
  content,
  contentEs,
};
