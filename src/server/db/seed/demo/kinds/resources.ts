import { AGES, ALL, EVERY_GROUP, type ServiceKind } from './kind';

const clothingCloset: ServiceKind = {
  key: 'clothingCloset',
  types: ['RESOURCES'],
  names: ['{hood} Clothing Closet', '{hood} Free Store', '{street} Clothing Bank'],
  summaries: [
    { en: 'Clothing, Shoes, Coats', es: 'Ropa, zapatos, abrigos' },
    {
      en: 'Free Clothes, Work Clothes, Backpacks',
      es: 'Ropa gratis, ropa de trabajo, mochilas',
    },
    {
      en: 'Clothing, Underwear, Socks, Blankets',
      es: 'Ropa, ropa interior, calcetines, cobijas',
    },
  ],
  leads: [
    {
      en: 'Pick out clean, gently used clothing for the whole family at our {hood} closet, free of charge.',
      es: 'Escoge ropa limpia y en buen estado para toda la familia en nuestro ropero de {hood}, sin costo.',
    },
    {
      en: 'New socks and underwear, plus donated clothes, shoes and coats in all sizes.',
      es: 'Calcetines y ropa interior nuevos, además de ropa, zapatos y abrigos donados de todas las tallas.',
    },
  ],
  extras: [
    {
      en: 'Each person can take one outfit per visit, plus a coat in winter.',
      es: 'Cada persona puede llevarse un cambio de ropa por visita, y un abrigo en invierno.',
    },
    {
      en: 'Interview clothes are set aside for anyone with a job interview coming up.',
      es: 'Apartamos ropa formal para quien tenga pronto una entrevista de trabajo.',
    },
  ],
  categories: [ALL, EVERY_GROUP, ['FAMILIES', 'KIDS']],
  ages: [AGES.all],
  patterns: [
    'tueThu',
    'monWedFri',
    'weekendsOnly',
    'saturdayMorning',
    'monthlyFirst',
    'weekday9to5',
  ],
};

const coatDrive: ServiceKind = {
  key: 'coatDrive',
  types: ['RESOURCES'],
  names: ['{hood} Winter Coat Drive', '{hood} Warm Coats Giveaway'],
  summaries: [
    {
      en: 'Winter Coats, Blankets, Gloves and Hats',
      es: 'Abrigos de invierno, cobijas, guantes y gorros',
    },
  ],
  leads: [
    {
      en: 'Every fall and winter we give out donated coats, blankets, gloves and hats in {hood}.',
      es: 'Cada otoño e invierno repartimos abrigos, cobijas, guantes y gorros donados en {hood}.',
    },
  ],
  extras: [
    {
      en: "Coats are sorted by size; children's sizes go fast, so come early.",
      es: 'Los abrigos están ordenados por talla; las tallas de niño se acaban rápido, así que ven temprano.',
    },
  ],
  categories: [ALL],
  ages: [AGES.all],
  patterns: ['coatSeason'],
};

const hygieneCenter: ServiceKind = {
  key: 'hygieneCenter',
  types: ['RESOURCES'],
  names: ['{hood} Hygiene Center', '{hood} Shower and Laundry', 'Clean Start {hood}'],
  summaries: [
    { en: 'Showers, Laundry, Toiletries', es: 'Duchas, lavandería, artículos de aseo personal' },
    {
      en: 'Hygiene Kits, Hot Showers, Restrooms',
      es: 'Kits de higiene, duchas con agua caliente, baños',
    },
  ],
  leads: [
    {
      en: 'Take a hot shower, wash a load of laundry and pick up toiletries at our {hood} hygiene center.',
      es: 'Date un baño caliente, lava una carga de ropa y recoge artículos de aseo en nuestro centro de higiene de {hood}.',
    },
    {
      en: 'Private shower rooms with towels, soap and fresh socks, plus free washers and dryers.',
      es: 'Cuartos de ducha privados con toallas, jabón y calcetines limpios, además de lavadoras y secadoras gratis.',
    },
  ],
  extras: [
    {
      en: 'Sign up for a shower slot at the front desk when you arrive.',
      es: 'Al llegar, anótate en la recepción para un turno de ducha.',
    },
    { en: 'Laundry detergent is provided.', es: 'El detergente para la ropa está incluido.' },
  ],
  categories: [ALL, ['MEN', 'WOMEN', 'LGBT']],
  ages: [AGES.all],
  patterns: ['weekdayEarly', 'weekday9to5', 'monWedFri', 'weekendsOnly', 'weekdaysPlusSaturday'],
};

const barber: ServiceKind = {
  key: 'barber',
  types: ['RESOURCES'],
  names: ['{hood} Free Haircut Day', '{hood} Community Barbershop'],
  summaries: [
    { en: 'Haircuts, Hygiene Kits, Shaves', es: 'Cortes de pelo, kits de higiene, rasurado' },
  ],
  leads: [
    {
      en: 'Volunteer barbers and stylists give free haircuts in {hood}, no appointment needed.',
      es: 'Barberos y estilistas voluntarios hacen cortes de pelo gratis en {hood}, sin cita.',
    },
  ],
  extras: [
    {
      en: 'Hygiene kits with a toothbrush, soap and deodorant are handed out while supplies last.',
      es: 'Se reparten kits de higiene con cepillo de dientes, jabón y desodorante hasta agotar existencias.',
    },
  ],
  categories: [ALL],
  ages: [AGES.all],
  patterns: [
    'monthlyFirst',
    'monthlySecond',
    'monthlyThird',
    'monthlyFourth',
    'monthlyLast',
    'weekendsOnly',
    'saturdayMorning',
  ],
};

const techHub: ServiceKind = {
  key: 'techHub',
  types: ['RESOURCES'],
  names: ['{hood} Tech Hub', '{hood} Digital Access Center', '{street} Computer Lab'],
  summaries: [
    {
      en: 'Computer Access, Wi-Fi, Phone Charging',
      es: 'Acceso a computadoras, wifi, carga de teléfonos',
    },
    { en: 'Free Wi-Fi, Printing, Tech Help', es: 'Wifi gratis, impresiones, ayuda con tecnología' },
  ],
  leads: [
    {
      en: 'Use a computer, print documents, charge your phone and get online for free at our {hood} lab.',
      es: 'Usa una computadora, imprime documentos, carga tu teléfono y conéctate a internet gratis en nuestro centro de {hood}.',
    },
    {
      en: 'Volunteers help with e-mail, online forms, job applications and setting up a smartphone.',
      es: 'Los voluntarios ayudan con el correo electrónico, formularios en línea, solicitudes de empleo y la configuración de teléfonos inteligentes.',
    },
  ],
  extras: [
    {
      en: 'Computer time is limited to one hour when others are waiting.',
      es: 'El uso de la computadora se limita a una hora cuando hay gente esperando.',
    },
    {
      en: 'Charging lockers let you leave your phone while you run errands.',
      es: 'Hay casilleros de carga para dejar tu teléfono mientras haces tus mandados.',
    },
  ],
  categories: [ALL],
  ages: [AGES.all],
  patterns: [
    'weekday9to5',
    'weekdaysPlusSaturday',
    'weekdayEvenings',
    'monWedFri',
    'weekdayLunchBreak',
  ],
};

const phoneProgram: ServiceKind = {
  key: 'phoneProgram',
  types: ['RESOURCES'],
  names: ['{hood} Phone Access Program', '{hood} Connect Point'],
  summaries: [
    {
      en: 'Free Phones, Lifeline Sign-up, Phone Charging',
      es: 'Teléfonos gratis, inscripción en Lifeline, carga de teléfonos',
    },
  ],
  leads: [
    {
      en: 'Find out if you qualify for a free cell phone and monthly service through the federal Lifeline program.',
      es: 'Averigua si calificas para un celular gratis y servicio mensual a través del programa federal Lifeline.',
    },
  ],
  extras: [
    {
      en: 'Bring proof of SNAP, Medicaid or income to sign up.',
      es: 'Para inscribirte, trae un comprobante de SNAP, de Medicaid o de tus ingresos.',
    },
  ],
  categories: [ALL],
  ages: [AGES.adults],
  patterns: ['contact', 'tueThu', 'none', 'monthlyThird'],
};

const benefits: ServiceKind = {
  key: 'benefits',
  types: ['RESOURCES'],
  names: ['{hood} Benefits Help Desk', '{hood} Resource Center', '{street} Navigation Center'],
  summaries: [
    {
      en: 'Benefits Enrollment, ID Help, Case Management',
      es: 'Inscripción en beneficios, ayuda con identificación, gestión de casos',
    },
    {
      en: 'SNAP and Medicaid Assistance, Birth Certificates, ID Help',
      es: 'Ayuda con SNAP y Medicaid, actas de nacimiento, ayuda con identificación',
    },
  ],
  leads: [
    {
      en: 'Navigators in {hood} help you apply for SNAP, Medicaid, SSI and other benefits, and replace lost IDs.',
      es: 'Orientadores en {hood} te ayudan a solicitar SNAP, Medicaid, SSI y otros beneficios, y a reponer documentos de identidad perdidos.',
    },
    {
      en: 'One stop for paperwork: birth certificates, state IDs, benefit applications and appointments.',
      es: 'Un solo lugar para tus trámites: actas de nacimiento, identificaciones estatales, solicitudes de beneficios y citas.',
    },
  ],
  extras: [
    {
      en: 'Bring any documents you have, even if they are old or damaged.',
      es: 'Trae los documentos que tengas, aunque estén viejos o dañados.',
    },
    {
      en: 'ID replacement fees can be covered for people experiencing homelessness.',
      es: 'Podemos cubrir el costo de reponer la identificación a personas sin hogar.',
    },
  ],
  categories: [ALL, ['SENIORS', 'DISABLED']],
  ages: [AGES.adults],
  patterns: ['weekday9to5', 'weekdayLunchBreak', 'contact', 'tueThu', 'weekdayEarly'],
};

const legalAid: ServiceKind = {
  key: 'legalAid',
  types: ['RESOURCES'],
  names: ['{hood} Legal Aid Clinic', '{hood} Tenant and Immigrant Legal Help'],
  summaries: [
    {
      en: 'Legal Assistance, Eviction Defense, Immigration Questions',
      es: 'Asistencia legal, defensa contra desalojos, preguntas de inmigración',
    },
    {
      en: 'Free Legal Clinic, Record Sealing, Legal Assistance',
      es: 'Clínica legal gratis, sellado de antecedentes, asistencia legal',
    },
  ],
  leads: [
    {
      en: 'Volunteer lawyers in {hood} give free advice on evictions, debts, benefit denials and immigration.',
      es: 'Abogados voluntarios en {hood} dan asesoría gratis sobre desalojos, deudas, negación de beneficios e inmigración.',
    },
  ],
  extras: [
    {
      en: 'Bring any court papers, notices or letters you received.',
      es: 'Trae cualquier documento del tribunal, aviso o carta que hayas recibido.',
    },
    {
      en: 'Advice is confidential and does not depend on immigration status.',
      es: 'La asesoría es confidencial y no depende de tu estatus migratorio.',
    },
  ],
  categories: [ALL],
  ages: [AGES.adults],
  patterns: [
    'monthlySecond',
    'monthlyFourth',
    'weekdayEvenings',
    'contact',
    'monthlyThird',
    'tueThu',
  ],
};

const rentHelp: ServiceKind = {
  key: 'rentHelp',
  types: ['RESOURCES'],
  names: ['{hood} Emergency Assistance Fund', '{hood} Rent and Utility Help'],
  summaries: [
    {
      en: 'Financial Assistance, Rent Help, Utility Bills',
      es: 'Asistencia financiera, ayuda con la renta, pagos de luz y gas',
    },
  ],
  leads: [
    {
      en: 'One-time help with past-due rent, utility shut-off notices and move-in costs for {hood} households.',
      es: 'Ayuda única con renta atrasada, avisos de corte de servicios y gastos de mudanza para hogares de {hood}.',
    },
  ],
  extras: [
    {
      en: 'Bring your lease, the past-due notice and proof of income.',
      es: 'Trae tu contrato de renta, el aviso de pago atrasado y un comprobante de ingresos.',
    },
    {
      en: 'Funds are limited each month, so call early in the month.',
      es: 'Los fondos son limitados cada mes, así que llama a principios de mes.',
    },
  ],
  categories: [['FAMILIES', 'SENIORS', 'DISABLED'], ALL],
  ages: [AGES.adults],
  patterns: ['contact', 'weekday9to5', 'monWedFri', 'none'],
};

const mailService: ServiceKind = {
  key: 'mailService',
  types: ['RESOURCES'],
  names: ['{hood} Mail and ID Center', '{hood} Mail Service'],
  summaries: [
    {
      en: 'Mail Service, ID Help, Transit Passes',
      es: 'Servicio de correo, ayuda con identificación, pases de transporte',
    },
    {
      en: 'Mail Service, Message Phone, Lockers',
      es: 'Servicio de correo, teléfono para mensajes, casilleros',
    },
  ],
  leads: [
    {
      en: "Use our {hood} address to receive mail, benefit letters and packages while you don't have a permanent home.",
      es: 'Usa nuestra dirección de {hood} para recibir correo, cartas de beneficios y paquetes mientras no tengas un hogar fijo.',
    },
  ],
  extras: [
    {
      en: 'Pick up your mail in person with a photo ID or your mail card.',
      es: 'Recoge tu correo en persona con una identificación con foto o tu tarjeta de correo.',
    },
  ],
  categories: [ALL],
  ages: [AGES.adults],
  patterns: ['weekday9to5', 'weekdayEarly', 'weekdayLunchBreak'],
};

const dayCenter: ServiceKind = {
  key: 'dayCenter',
  types: ['RESOURCES', 'FOOD'],
  names: ['{hood} Day Center', '{hood} Drop-In Center', '{street} Day Shelter'],
  summaries: [
    {
      en: 'Showers, Laundry, Breakfast, Mail Service',
      es: 'Duchas, lavandería, desayuno, servicio de correo',
    },
    {
      en: 'Breakfast, Hygiene, Phone Charging, Case Management',
      es: 'Desayuno, higiene personal, carga de teléfonos, gestión de casos',
    },
  ],
  leads: [
    {
      en: 'A daytime drop-in center in {hood} where you can rest, eat breakfast, shower and meet with a case manager.',
      es: 'Centro de día en {hood} donde puedes descansar, desayunar, bañarte y reunirte con un trabajador social.',
    },
    {
      en: 'Get out of the weather, have coffee and a hot breakfast, and use the phones, showers and laundry.',
      es: 'Protégete del clima, toma café y un desayuno caliente, y usa los teléfonos, las duchas y la lavandería.',
    },
  ],
  extras: [
    {
      en: 'Lockers can be reserved by the week.',
      es: 'Se pueden reservar casilleros por semana.',
    },
  ],
  categories: [ALL, ['MEN', 'WOMEN', 'LGBT']],
  ages: [AGES.over18],
  patterns: ['weekdayEarly', 'weekdaysPlusSaturday', 'winterDays', 'weekday9to5', 'splitMeals'],
};

const taxHelp: ServiceKind = {
  key: 'taxHelp',
  types: ['RESOURCES'],
  names: ['{hood} Free Tax Help', '{hood} Tax Assistance Site'],
  summaries: [
    {
      en: 'Free Tax Help, Financial Assistance, EITC',
      es: 'Ayuda gratis con los impuestos, asistencia financiera, crédito EITC',
    },
  ],
  leads: [
    {
      en: 'IRS-certified volunteers prepare and e-file tax returns for free for low- and moderate-income households.',
      es: 'Voluntarios certificados por el IRS preparan y envían en línea declaraciones de impuestos gratis para hogares de ingresos bajos y moderados.',
    },
  ],
  extras: [
    {
      en: "Bring your ID, Social Security or ITIN cards, W-2s and 1099s, and last year's return if you have it.",
      es: 'Trae tu identificación, las tarjetas de Seguro Social o ITIN, tus formularios W-2 y 1099, y la declaración del año pasado si la tienes.',
    },
  ],
  categories: [ALL],
  ages: [AGES.adults],
  patterns: ['taxSeason'],
};

export const RESOURCE_KINDS = {
  clothingCloset,
  coatDrive,
  hygieneCenter,
  barber,
  techHub,
  phoneProgram,
  benefits,
  legalAid,
  rentHelp,
  mailService,
  dayCenter,
  taxHelp,
} as const;
