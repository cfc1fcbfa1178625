import { AGES, ALL, EVERY_GROUP, type ServiceKind } from './kind';

const clinic: ServiceKind = {
  key: 'clinic',
  types: ['HEALTH'],
  names: [
    '{hood} Health Clinic',
    '{hood} Community Health Center',
    '{street} Clinic',
    '{hood} Family Health',
  ],
  summaries: [
    { en: 'Medical Care, Vaccinations, Pharmacy', es: 'Atención médica, vacunas, farmacia' },
    {
      en: 'Walk-in Clinic, Check-ups, Prescriptions',
      es: 'Clínica sin cita, chequeos, recetas médicas',
    },
    {
      en: 'Primary Care, Medical Check-ups, Flu Shots',
      es: 'Atención primaria, chequeos médicos, vacunas contra la gripe',
    },
  ],
  leads: [
    {
      en: 'A community clinic in {hood} offering check-ups, sick visits, vaccines and low-cost prescriptions.',
      es: 'Clínica comunitaria en {hood} que ofrece chequeos, consultas por enfermedad, vacunas y medicinas de bajo costo.',
    },
    {
      en: 'Doctors and nurse practitioners see patients with or without insurance, on a sliding fee scale.',
      es: 'Médicos y enfermeras practicantes atienden a pacientes con o sin seguro, con tarifas según tus ingresos.',
    },
    {
      en: 'Walk in for same-day care for colds, cuts, infections, and blood pressure and diabetes checks.',
      es: 'Ven sin cita para recibir atención el mismo día por resfriados, cortadas, infecciones y control de presión y diabetes.',
    },
  ],
  extras: [
    {
      en: 'Bring a list of your medicines and any insurance or Medicaid card you have.',
      es: 'Trae una lista de tus medicinas y cualquier tarjeta de seguro o de Medicaid que tengas.',
    },
    {
      en: 'No one is turned away for inability to pay.',
      es: 'A nadie se le niega la atención por no poder pagar.',
    },
    {
      en: 'Staff can help you sign up for Medicaid or marketplace insurance.',
      es: 'El personal puede ayudarte a inscribirte en Medicaid o en un seguro del mercado de salud.',
    },
  ],
  categories: [ALL, EVERY_GROUP],
  ages: [AGES.all],
  patterns: [
    'weekday9to5',
    'weekdayEarly',
    'weekdaysPlusSaturday',
    'weekdayLunchBreak',
    'weekdayEvenings',
  ],
};

const dental: ServiceKind = {
  key: 'dental',
  types: ['HEALTH'],
  names: ['{hood} Dental Clinic', '{hood} Smiles Community Dental'],
  summaries: [
    { en: 'Dental Care, Cleanings, Extractions', es: 'Atención dental, limpiezas, extracciones' },
    {
      en: 'Dental Clinic, Emergency Dental, Dentures',
      es: 'Clínica dental, urgencias dentales, dentaduras postizas',
    },
  ],
  leads: [
    {
      en: 'Low-cost dental care in {hood}: exams, cleanings, fillings and extractions.',
      es: 'Atención dental de bajo costo en {hood}: revisiones, limpiezas, empastes y extracciones.',
    },
    {
      en: 'Tooth pain cannot wait: we keep same-day slots for dental emergencies every morning.',
      es: 'El dolor de muelas no puede esperar: cada mañana reservamos citas del mismo día para urgencias dentales.',
    },
  ],
  extras: [
    {
      en: 'Fees are based on income, and Medicaid is accepted.',
      es: 'Las tarifas dependen de tus ingresos y se acepta Medicaid.',
    },
  ],
  categories: [ALL],
  ages: [AGES.all],
  patterns: ['weekday9to5', 'tueThu', 'monWedFri', 'weekdayEarly'],
};

const mobileClinic: ServiceKind = {
  key: 'mobileClinic',
  types: ['HEALTH'],
  names: ['{hood} Mobile Health Van', '{hood} Street Medicine'],
  summaries: [
    {
      en: 'Mobile Medical Van, HIV Testing, Wound Care',
      es: 'Unidad médica móvil, pruebas de VIH, curación de heridas',
    },
    {
      en: 'Street Medicine, Vaccinations, Foot Care',
      es: 'Medicina de calle, vacunas, cuidado de los pies',
    },
  ],
  leads: [
    {
      en: 'Our medical van parks in {hood} on set days each month with a nurse, a doctor and basic medicines.',
      es: 'Nuestra unidad médica se estaciona en {hood} ciertos días de cada mes con una enfermera, un médico y medicinas básicas.',
    },
    {
      en: 'Street medicine for people living outside: wound care, vaccines, HIV and hepatitis tests, and referrals.',
      es: 'Medicina de calle para personas que viven a la intemperie: curación de heridas, vacunas, pruebas de VIH y hepatitis, y referencias.',
    },
  ],
  extras: [
    {
      en: 'No appointment, ID or insurance needed.',
      es: 'No necesitas cita, identificación ni seguro.',
    },
  ],
  categories: [ALL],
  ages: [AGES.all],
  patterns: [
    'monthlyOddMondays',
    'monthlyFirst',
    'monthlySecond',
    'monthlyThird',
    'monthlyFourth',
    'monthlyLast',
    'monthlyFifthFriday',
  ],
};

const vision: ServiceKind = {
  key: 'vision',
  types: ['HEALTH'],
  names: ['{hood} Vision Center', '{hood} Eye Clinic'],
  summaries: [
    { en: 'Vision Exams, Free Glasses', es: 'Exámenes de la vista, lentes gratis' },
    {
      en: 'Eye Exams, Vision Screening, Glasses Repair',
      es: 'Exámenes de la vista, revisión de la visión, reparación de lentes',
    },
  ],
  leads: [
    {
      en: 'Free eye exams and prescription glasses for adults and children in {hood}.',
      es: 'Exámenes de la vista y lentes graduados gratis para adultos y niños en {hood}.',
    },
  ],
  extras: [
    {
      en: 'Glasses are ready about two weeks after the exam.',
      es: 'Los lentes están listos unas dos semanas después del examen.',
    },
  ],
  categories: [ALL, ['KIDS', 'SENIORS']],
  ages: [AGES.all],
  patterns: ['monthlySecond', 'monthlyFourth', 'tueThu', 'monthlyLast'],
};

const counseling: ServiceKind = {
  key: 'counseling',
  types: ['HEALTH'],
  names: [
    '{hood} Counseling Center',
    '{hood} Wellness and Counseling',
    '{street} Counseling Collective',
  ],
  summaries: [
    {
      en: 'Counseling, Mental Health, Support Groups',
      es: 'Consejería, salud mental, grupos de apoyo',
    },
    {
      en: 'Therapy, Trauma Counseling, Family Counseling',
      es: 'Terapia, consejería para traumas, consejería familiar',
    },
    {
      en: 'Mental Health Care, Psychiatry, Medication Help',
      es: 'Atención de salud mental, psiquiatría, ayuda con medicamentos',
    },
  ],
  leads: [
    {
      en: 'Licensed counselors in {hood} offer individual, couples and family therapy on a sliding scale.',
      es: 'Consejeros con licencia en {hood} ofrecen terapia individual, de pareja y familiar con tarifas según tus ingresos.',
    },
    {
      en: 'Talk with someone: walk-in counseling for stress, grief, anxiety, depression and trauma.',
      es: 'Habla con alguien: consejería sin cita para el estrés, el duelo, la ansiedad, la depresión y los traumas.',
    },
  ],
  extras: [
    {
      en: 'Your first session can be the same week you call.',
      es: 'Tu primera sesión puede ser la misma semana en que llames.',
    },
    { en: 'Everything you share is confidential.', es: 'Todo lo que compartas es confidencial.' },
  ],
  categories: [ALL, ['FAMILIES', 'KIDS'], ['LGBT', 'WOMEN', 'MEN']],
  ages: [AGES.all, AGES.over18],
  patterns: [
    'weekday9to5',
    'weekdayEvenings',
    'weekdayLunchBreak',
    'weekdaysPlusSaturday',
    'contact',
  ],
};

const recovery: ServiceKind = {
  key: 'recovery',
  types: ['HEALTH'],
  names: ['{hood} Recovery Center', '{hood} Recovery Community'],
  summaries: [
    {
      en: 'Substance Abuse Treatment, Recovery Meetings, Peer Support',
      es: 'Tratamiento para el abuso de sustancias, reuniones de recuperación, apoyo entre pares',
    },
    {
      en: 'Recovery Support, Detox Referrals, Naloxone',
      es: 'Apoyo en la recuperación, referencias a desintoxicación, naloxona',
    },
  ],
  leads: [
    {
      en: 'A recovery community center in {hood} with daily meetings, peer coaches and a sober place to spend the day.',
      es: 'Un centro comunitario de recuperación en {hood} con reuniones diarias, mentores de pares y un lugar sobrio para pasar el día.',
    },
    {
      en: 'Outpatient treatment for alcohol and drug use, including medication for opioid use disorder.',
      es: 'Tratamiento ambulatorio por consumo de alcohol y drogas, incluido el tratamiento con medicamentos para el trastorno por consumo de opioides.',
    },
  ],
  extras: [
    {
      en: 'Free naloxone (Narcan) kits and training are available.',
      es: 'Se entregan kits de naloxona (Narcan) gratis y se enseña a usarlos.',
    },
  ],
  categories: [ALL, ['MEN', 'WOMEN']],
  ages: [AGES.over18],
  patterns: ['weekdayEarly', 'weekdaysPlusSaturday', 'weekdayEvenings', 'weekday9to5'],
};

const crisisCenter: ServiceKind = {
  key: 'crisisCenter',
  types: ['HEALTH'],
  names: ['{hood} Crisis Stabilization Center', '{hood} Walk-In Crisis Center'],
  summaries: [
    {
      en: 'Mental Health Crisis Care, Counseling, Walk-in',
      es: 'Atención en crisis de salud mental, consejería, sin cita',
    },
  ],
  leads: [
    {
      en: 'A 24-hour walk-in center in {hood} for anyone in a mental health or substance use crisis.',
      es: 'Centro sin cita abierto las 24 horas en {hood} para cualquier persona en una crisis de salud mental o por consumo de sustancias.',
    },
  ],
  extras: [
    {
      en: 'You can also call or text 988 at any time.',
      es: 'También puedes llamar o enviar un mensaje de texto al 988 en cualquier momento.',
    },
  ],
  categories: [ALL],
  ages: [AGES.all],
  patterns: ['fullDay', 'fullDayMaintenance', 'fullDayCleaning'],
};

const womensHealth: ServiceKind = {
  key: 'womensHealth',
  types: ['HEALTH'],
  names: ["{hood} Women's Health Center", "{street} Women's Clinic"],
  summaries: [
    {
      en: "Women's Medical Care, Prenatal Care, Counseling",
      es: 'Atención médica para mujeres, atención prenatal, consejería',
    },
  ],
  leads: [
    {
      en: 'Check-ups, birth control, prenatal visits and cancer screenings for women in {hood}, with or without insurance.',
      es: 'Chequeos, anticonceptivos, consultas prenatales y detección de cáncer para mujeres en {hood}, tengan o no seguro.',
    },
  ],
  extras: [
    {
      en: 'Counselors can also help with postpartum depression.',
      es: 'Las consejeras también pueden ayudar con la depresión posparto.',
    },
  ],
  categories: [['WOMEN'], ['WOMEN', 'LGBT']],
  ages: [AGES.all],
  patterns: ['weekday9to5', 'weekdayLunchBreak', 'tueThu'],
};

export const HEALTH_KINDS = {
  clinic,
  dental,
  mobileClinic,
  vision,
  counseling,
  recovery,
  crisisCenter,
  womensHealth,
} as const;
