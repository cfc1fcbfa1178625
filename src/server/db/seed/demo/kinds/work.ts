import { AGES, ALL, type ServiceKind } from './kind';

const gedClasses: ServiceKind = {
  key: 'gedClasses',
  types: ['WORK'],
  names: ['{hood} Adult Learning Center', '{hood} GED Academy', '{street} Learning Center'],
  summaries: [
    {
      en: 'GED Training, ESL Classes, Literacy',
      es: 'Preparación para el GED, clases de inglés, alfabetización',
    },
    {
      en: 'GED Training, Math and Reading, Tutoring',
      es: 'Preparación para el GED, matemáticas y lectura, tutorías',
    },
  ],
  leads: [
    {
      en: 'Free classes in {hood} to earn your high school equivalency, improve reading and math, or learn English.',
      es: 'Clases gratis en {hood} para obtener tu equivalencia de preparatoria, mejorar la lectura y las matemáticas, o aprender inglés.',
    },
  ],
  extras: [
    {
      en: 'New students start with a short placement test.',
      es: 'Los estudiantes nuevos empiezan con una prueba corta de nivel.',
    },
    {
      en: 'Childcare is available during evening classes.',
      es: 'Hay cuidado de niños durante las clases de la noche.',
    },
  ],
  categories: [ALL],
  ages: [AGES.over16],
  patterns: ['weekdayEvenings', 'monWedFri', 'tueThu', 'weekday9to5'],
};

const eslClasses: ServiceKind = {
  key: 'eslClasses',
  types: ['WORK'],
  names: ['{hood} English Classes', '{hood} ESL and Citizenship Center'],
  summaries: [
    {
      en: 'ESL Classes, Citizenship Prep, Conversation Groups',
      es: 'Clases de inglés como segundo idioma, preparación para la ciudadanía, grupos de conversación',
    },
  ],
  leads: [
    {
      en: 'Learn English for work and daily life, from beginner to advanced, in small classes in {hood}.',
      es: 'Aprende inglés para el trabajo y la vida diaria, desde principiante hasta avanzado, en grupos pequeños en {hood}.',
    },
  ],
  extras: [
    {
      en: 'Classes are free and books are provided.',
      es: 'Las clases son gratis y los libros también.',
    },
  ],
  categories: [ALL],
  ages: [AGES.over16],
  patterns: ['weekdayEvenings', 'tueThu', 'weekendsOnly', 'saturdayMorning'],
};

const library: ServiceKind = {
  key: 'library',
  types: ['WORK', 'RESOURCES'],
  names: ['{hood} Learning Library', '{hood} Community Library'],
  summaries: [
    {
      en: 'Library, Computer Access, Job Training Workshops',
      es: 'Biblioteca, acceso a computadoras, talleres de capacitación laboral',
    },
  ],
  leads: [
    {
      en: 'Borrow books, use computers and free Wi-Fi, and join workshops on résumés and online job searches.',
      es: 'Pide libros prestados, usa las computadoras y el wifi gratis, y participa en talleres sobre currículums y búsqueda de empleo en línea.',
    },
  ],
  extras: [
    {
      en: 'A library card is free; bring an ID or a letter with your name.',
      es: 'La credencial de la biblioteca es gratis; trae una identificación o una carta con tu nombre.',
    },
    {
      en: 'Anyone can use the building and Wi-Fi without a card.',
      es: 'Cualquier persona puede usar el edificio y el wifi sin credencial.',
    },
  ],
  categories: [ALL],
  ages: [AGES.all],
  patterns: ['libraryHours', 'weekdaysPlusSaturday', 'libraryHours'],
};

const jobCenter: ServiceKind = {
  key: 'jobCenter',
  types: ['WORK'],
  names: ['{hood} Job Center', '{hood} Employment Hub', '{street} Career Center'],
  summaries: [
    {
      en: 'Job Placement, Resume Help, Hiring Events',
      es: 'Colocación laboral, ayuda con el currículum, ferias de empleo',
    },
    {
      en: 'Employment Services, Interview Practice, Work Clothes',
      es: 'Servicios de empleo, práctica para entrevistas, ropa de trabajo',
    },
  ],
  leads: [
    {
      en: 'Career coaches in {hood} help you write a résumé, practice interviews and connect with employers who are hiring now.',
      es: 'Asesores de empleo en {hood} te ayudan a escribir tu currículum, practicar entrevistas y conectarte con empleadores que están contratando.',
    },
    {
      en: 'Job seekers can use computers, phones and job boards, and meet recruiters at weekly hiring events.',
      es: 'Quienes buscan trabajo pueden usar computadoras, teléfonos y bolsas de trabajo, y conocer reclutadores en eventos de contratación semanales.',
    },
  ],
  extras: [
    {
      en: 'Bring a photo ID and, if you have them, your Social Security card and work history.',
      es: 'Trae una identificación con foto y, si los tienes, tu tarjeta de Seguro Social y tu historial laboral.',
    },
    {
      en: 'Bus passes are available for interviews and the first weeks of a new job.',
      es: 'Hay pases de autobús para ir a entrevistas y para las primeras semanas de un trabajo nuevo.',
    },
  ],
  categories: [ALL],
  ages: [AGES.over18],
  patterns: ['weekday9to5', 'weekdayLunchBreak', 'weekdayEarly', 'contact'],
};

const dayLabor: ServiceKind = {
  key: 'dayLabor',
  types: ['WORK'],
  names: ['{hood} Day Labor Center', '{hood} Worker Center'],
  summaries: [
    {
      en: 'Day Labor, Fair Wages, Safety Training',
      es: 'Trabajo por día, salarios justos, capacitación en seguridad',
    },
  ],
  leads: [
    {
      en: 'Workers sign in each morning in {hood} and are matched with employers for construction, moving and landscaping jobs.',
      es: 'Los trabajadores se registran cada mañana en {hood} y se les asignan trabajos de construcción, mudanzas y jardinería.',
    },
  ],
  extras: [
    {
      en: 'The center sets a minimum hourly wage and helps recover unpaid wages.',
      es: 'El centro fija un salario mínimo por hora y ayuda a recuperar salarios no pagados.',
    },
    {
      en: 'OSHA safety trainings are offered in Spanish.',
      es: 'Se ofrecen capacitaciones de seguridad OSHA en español.',
    },
  ],
  categories: [['MEN', 'WOMEN']],
  ages: [AGES.over18],
  patterns: ['dawnToNoon'],
};

const jobTraining: ServiceKind = {
  key: 'jobTraining',
  types: ['WORK'],
  names: ['{hood} Skills Academy', '{hood} Job Training Institute'],
  summaries: [
    {
      en: 'Job Training, Employment, Forklift Certification',
      es: 'Capacitación laboral, empleo, certificación para montacargas',
    },
    {
      en: 'Job Training, Culinary Program, Job Placement',
      es: 'Capacitación laboral, programa de cocina, colocación laboral',
    },
  ],
  leads: [
    {
      en: 'Paid, hands-on training in {hood} that leads to certifications and jobs in warehouses, kitchens and construction.',
      es: 'Capacitación práctica y pagada en {hood} que lleva a certificaciones y empleos en almacenes, cocinas y construcción.',
    },
  ],
  extras: [
    {
      en: 'New groups start every six weeks; attend an information session first.',
      es: 'Cada seis semanas empieza un grupo nuevo; primero asiste a una sesión informativa.',
    },
  ],
  categories: [ALL],
  ages: [AGES.over18],
  patterns: ['weekday9to5', 'weekdayEarly', 'monWedFri'],
};

const youthEmployment: ServiceKind = {
  key: 'youthEmployment',
  types: ['WORK'],
  names: ['{hood} Youth Jobs Program', '{hood} Summer Youth Employment'],
  summaries: [
    {
      en: 'Youth Employment, Summer Jobs, Job Training',
      es: 'Empleo juvenil, trabajos de verano, capacitación laboral',
    },
  ],
  leads: [
    {
      en: 'Paid summer jobs and job training for young people ages 14 to 24 in {hood}.',
      es: 'Trabajos de verano pagados y capacitación laboral para jóvenes de 14 a 24 años en {hood}.',
    },
  ],
  extras: [
    {
      en: 'Applications open in the spring, and a parent must sign for anyone under 18.',
      es: 'Las solicitudes se abren en primavera, y un padre o tutor debe firmar por los menores de 18 años.',
    },
  ],
  categories: [['KIDS']],
  ages: [AGES.youthJobs],
  patterns: ['summerProgram'],
};

const socialEnterprise: ServiceKind = {
  key: 'socialEnterprise',
  types: ['WORK'],
  names: ['{hood} Works', '{street} Work Crew'],
  summaries: [
    {
      en: 'Paid Work Program, Employment, Job Coaching',
      es: 'Programa de trabajo pagado, empleo, asesoría laboral',
    },
    {
      en: 'Transitional Jobs, Hiring Now, Work Experience',
      es: 'Empleos de transición, contratando ahora, experiencia laboral',
    },
  ],
  leads: [
    {
      en: 'A social enterprise in {hood} that hires people coming home from prison or leaving homelessness for paid crews.',
      es: 'Una empresa social en {hood} que contrata para cuadrillas pagadas a personas que salen de prisión o dejan la calle.',
    },
  ],
  extras: [
    {
      en: 'Crews clean streets, landscape and cater while coaches help with the next job.',
      es: 'Las cuadrillas limpian calles, hacen jardinería y sirven banquetes mientras los asesores ayudan a buscar el siguiente empleo.',
    },
  ],
  categories: [['MEN', 'WOMEN']],
  ages: [AGES.over18],
  patterns: ['weekdayEarly', 'dawnToNoon', 'weekday9to5'],
};

export const WORK_KINDS = {
  gedClasses,
  eslClasses,
  library,
  jobCenter,
  dayLabor,
  jobTraining,
  youthEmployment,
  socialEnterprise,
} as const;
