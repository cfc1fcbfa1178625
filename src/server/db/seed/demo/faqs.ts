import type { DemoFaq } from './types';

/** The chatbot's starter FAQ: generic answers that stay true for any installation. */
export const demoFaqs: DemoFaq[] = [
  {
    question: 'What is Refugio?',
    questionEs: '¿Qué es Refugio?',
    answer:
      'Refugio is a free app that helps you find food, shelter, health care, resources and work nearby, and reach crisis lines, in English and Spanish.',
    answerEs:
      'Refugio es una aplicación gratuita que te ayuda a encontrar comida, albergue, atención médica, recursos y trabajo cerca, y a comunicarte con líneas de crisis, en inglés y en español.',
    keywords: ['refugio', 'what is', 'about', 'app', 'qué es', 'acerca', 'aplicación'],
  },
  {
    question: 'Do I need an account?',
    questionEs: '¿Necesito una cuenta?',
    answer:
      'No. You can search, save favorites, give kudos and send feedback without an account. Only service providers and volunteers sign up.',
    answerEs:
      'No. Puedes buscar, guardar favoritos, dar kudos y enviar comentarios sin una cuenta. Solo los proveedores de servicios y los voluntarios se registran.',
    keywords: [
      'account',
      'sign up',
      'register',
      'login',
      'cuenta',
      'registrarme',
      'registro',
      'iniciar sesión',
    ],
  },
  {
    question: 'Is it free?',
    questionEs: '¿Es gratis?',
    answer:
      'Yes. Refugio is free to use. Many listed services are free too, but check each listing or call the provider to be sure.',
    answerEs:
      'Sí. Refugio es gratis. Muchos de los servicios también lo son, pero revisa cada ficha o llama al proveedor para estar seguro.',
    keywords: ['free', 'cost', 'price', 'pay', 'gratis', 'costo', 'precio', 'pagar'],
  },
  {
    question: 'Does it work without internet?',
    questionEs: '¿Funciona sin internet?',
    answer:
      'Yes, after one visit with a connection. Listings you have loaded, your favorites and the crisis lines stay on your phone, and messages you send offline go out when you reconnect.',
    answerEs:
      'Sí, después de una visita con conexión. Los servicios que ya cargaste, tus favoritos y las líneas de crisis se quedan en tu teléfono, y los mensajes que envíes sin conexión se mandan cuando vuelvas a conectarte.',
    keywords: [
      'offline',
      'internet',
      'no signal',
      'data',
      'sin conexión',
      'sin internet',
      'sin señal',
      'datos',
    ],
  },
  {
    question: 'How do I find a shelter with beds?',
    questionEs: '¿Cómo encuentro un albergue con camas?',
    answer:
      'Open the Shelter tab. Each shelter shows its available and total beds and when the count was last updated. Call ahead, because beds fill quickly.',
    answerEs:
      'Abre la pestaña de albergues. Cada albergue muestra sus camas disponibles y totales, y cuándo se actualizó el número. Llama antes de ir, porque las camas se llenan rápido.',
    keywords: [
      'shelter',
      'bed',
      'beds',
      'sleep',
      'tonight',
      'refugio',
      'albergue',
      'cama',
      'camas',
      'dormir',
      'esta noche',
    ],
  },
  {
    question: 'How do I find places that are open now?',
    questionEs: '¿Cómo encuentro lugares abiertos ahora?',
    answer:
      'Turn on the Open now filter on the home screen. Each listing says whether it is open and until when, or when it opens next.',
    answerEs:
      'Activa el filtro Abierto ahora en la pantalla de inicio. Cada servicio indica si está abierto y hasta qué hora, o cuándo vuelve a abrir.',
    keywords: ['open now', 'hours', 'schedule', 'open', 'abierto', 'horario', 'horas', 'abre'],
  },
  {
    question: 'Where can I get food today?',
    questionEs: '¿Dónde puedo conseguir comida hoy?',
    answer:
      'Open the Food tab and choose Meals for hot meals or Food Pantries for groceries to take home. Turn on Open now to see what is open at this moment.',
    answerEs:
      'Abre la pestaña de comida y elige comidas si buscas un plato caliente o despensas si quieres comestibles para llevar. Activa Abierto ahora para ver lo que está abierto en este momento.',
    keywords: [
      'food',
      'meal',
      'eat',
      'hungry',
      'pantry',
      'comida',
      'comer',
      'hambre',
      'despensa',
      'alimentos',
    ],
  },
  {
    question: 'What should I bring to a shelter?',
    questionEs: '¿Qué debo llevar a un albergue?',
    answer:
      'It depends on the shelter. Bring an ID if you have one, your medicines and a small bag of belongings. Many shelters accept you without ID; call ahead to ask about their rules.',
    answerEs:
      'Depende del albergue. Lleva una identificación si la tienes, tus medicinas y una bolsa pequeña con tus cosas. Muchos albergues te reciben sin identificación; llama antes para preguntar por sus reglas.',
    keywords: [
      'bring',
      'id',
      'documents',
      'rules',
      'llevar',
      'identificación',
      'documentos',
      'reglas',
    ],
  },
  {
    question: 'How do I report wrong information?',
    questionEs: '¿Cómo reporto información incorrecta?',
    answer:
      'Open the listing and choose Report service info, or send us feedback from the menu. Thank you for helping keep Refugio accurate.',
    answerEs:
      'Abre el servicio y elige Reportar información del servicio, o envíanos tus comentarios desde el menú. Gracias por ayudar a que Refugio tenga información correcta.',
    keywords: [
      'wrong',
      'incorrect',
      'report',
      'closed',
      'mistake',
      'incorrecta',
      'reportar',
      'error',
      'cerrado',
    ],
  },
  {
    question: 'How do I become a volunteer?',
    questionEs: '¿Cómo me hago voluntario?',
    answer:
      'Use the volunteer sign-up on the login page. Once your account is approved you can add services you know about and help keep listings current.',
    answerEs:
      'Usa el registro de voluntarios en la página de inicio de sesión. Cuando tu cuenta esté aprobada, podrás agregar servicios que conozcas y ayudar a mantener la información al día.',
    keywords: ['volunteer', 'help out', 'join', 'voluntario', 'voluntaria', 'ayudar', 'unirme'],
  },
  {
    question: 'How do I add my organization?',
    questionEs: '¿Cómo agrego mi organización?',
    answer:
      'Sign up as a provider, then choose Add service in the menu. An administrator reviews new listings before they appear.',
    answerEs:
      'Regístrate como proveedor y luego elige Agregar servicio en el menú. Un administrador revisa los servicios nuevos antes de publicarlos.',
    keywords: [
      'add',
      'provider',
      'organization',
      'listing',
      'agregar',
      'proveedor',
      'organización',
      'servicio',
    ],
  },
  {
    question: 'How do I change the language?',
    questionEs: '¿Cómo cambio el idioma?',
    answer: 'Open the menu and choose English or Español. Refugio remembers your choice.',
    answerEs: 'Abre el menú y elige English o Español. Refugio recuerda tu elección.',
    keywords: ['language', 'spanish', 'english', 'idioma', 'español', 'inglés', 'lengua'],
  },
  {
    question: 'What are kudos?',
    questionEs: '¿Qué son los kudos?',
    answer:
      'Kudos are a way to say a service helped you. You can give one kudo to each service from each device.',
    answerEs:
      'Los kudos son una forma de decir que un servicio te ayudó. Puedes dar un kudo a cada servicio desde cada dispositivo.',
    keywords: ['kudos', 'like', 'thanks', 'me gusta', 'gracias', 'reconocimiento'],
  },
  {
    question: 'I need help right now. Who can I call?',
    questionEs: 'Necesito ayuda ahora mismo. ¿A quién puedo llamar?',
    answer:
      'In an emergency call 911. If you are in crisis or thinking about suicide, call or text 988 at any time. You can see all crisis lines in the menu.',
    answerEs:
      'En una emergencia llama al 911. Si estás en crisis o pensando en el suicidio, llama o envía un mensaje de texto al 988 a cualquier hora. Puedes ver todas las líneas de crisis en el menú.',
    keywords: [
      'emergency',
      'crisis',
      'suicide',
      'help now',
      '911',
      '988',
      'emergencia',
      'suicidio',
      'ayuda ahora',
    ],
  },
];
