import { AGES, ALL, type ServiceKind } from './kind';

const emergencyShelter: ServiceKind = {
  key: 'emergencyShelter',
  types: ['SHELTER'],
  names: [
    '{hood} Night Shelter',
    '{hood} Emergency Shelter',
    '{street} Shelter',
    '{hood} Safe Haven',
  ],
  summaries: [
    { en: 'Emergency Shelter, Beds, Showers', es: 'Albergue de emergencia, camas, duchas' },
    { en: 'Overnight Shelter, Dinner, Breakfast', es: 'Albergue nocturno, cena, desayuno' },
    {
      en: 'Night Shelter, Lockers, Case Management',
      es: 'Albergue nocturno, casilleros, gestión de casos',
    },
  ],
  leads: [
    {
      en: 'A safe, warm bed for the night in {hood}, with dinner, a shower and breakfast before you leave.',
      es: 'Una cama segura y caliente para pasar la noche en {hood}, con cena, ducha y desayuno antes de salir.',
    },
    {
      en: 'Our emergency shelter in {hood} offers bunks on a first-come, first-served basis each evening.',
      es: 'Nuestro albergue de emergencia en {hood} ofrece literas por orden de llegada cada noche.',
    },
    {
      en: 'Adults without a place to stay can check in for a clean bed, bedding and a locker.',
      es: 'Los adultos que no tienen dónde quedarse pueden registrarse para recibir una cama limpia, ropa de cama y un casillero.',
    },
  ],
  extras: [
    {
      en: 'Check-in starts one hour before doors open; bring any ID you have.',
      es: 'El registro empieza una hora antes de abrir las puertas; trae cualquier identificación que tengas.',
    },
    {
      en: 'Call to ask how many beds are open tonight.',
      es: 'Llama para preguntar cuántas camas quedan libres esta noche.',
    },
    {
      en: 'Weapons, alcohol and drugs are not allowed inside.',
      es: 'No se permiten armas, alcohol ni drogas adentro.',
    },
    {
      en: 'Case managers can help you plan your next step toward housing.',
      es: 'Los trabajadores sociales pueden ayudarte a planear tu siguiente paso hacia una vivienda.',
    },
  ],
  categories: [['MEN'], ['MEN', 'WOMEN'], ALL, ['MEN', 'WOMEN', 'LGBT']],
  ages: [AGES.over18, AGES.adults],
  patterns: [
    'overnight',
    'midnightWeek',
    'overnightLate',
    'sundayToThursday',
    'weekendNights',
    'fullDay',
    'fullDayCleaning',
    'overnight',
  ],
  beds: 'emergency',
};

const womensShelter: ServiceKind = {
  key: 'womensShelter',
  types: ['SHELTER'],
  names: ["{hood} Women's Shelter", "{hood} Women's Safe House", '{street} House for Women'],
  summaries: [
    {
      en: 'Emergency Shelter for Women, Meals, Showers',
      es: 'Albergue de emergencia para mujeres, comidas, duchas',
    },
    {
      en: 'Overnight Shelter, Safety Planning, Hygiene Kits',
      es: 'Albergue nocturno, plan de seguridad, kits de higiene',
    },
  ],
  leads: [
    {
      en: 'A shelter for women and women with children in {hood}, with private rooms for mothers and kids.',
      es: 'Albergue para mujeres y mujeres con hijos en {hood}, con cuartos privados para madres e hijos.',
    },
    {
      en: 'Women experiencing homelessness or leaving an unsafe home can stay the night and get support in the morning.',
      es: 'Las mujeres sin hogar o que huyen de un hogar inseguro pueden pasar la noche y recibir apoyo por la mañana.',
    },
  ],
  extras: [
    {
      en: 'Advocates trained in domestic violence are on site every day.',
      es: 'Todos los días hay consejeras capacitadas en violencia doméstica.',
    },
    {
      en: 'The building has staff around the clock and cameras at every door.',
      es: 'El edificio cuenta con personal las 24 horas y cámaras en cada puerta.',
    },
    {
      en: 'Transgender and nonbinary guests are welcome.',
      es: 'Las personas transgénero y no binarias son bienvenidas.',
    },
  ],
  categories: [['WOMEN'], ['WOMEN', 'KIDS', 'FAMILIES'], ['WOMEN', 'LGBT']],
  ages: [AGES.over18],
  patterns: ['overnight', 'fullDay', 'midnightWeek', 'overnightLate', 'fullDayMaintenance'],
  beds: 'emergency',
};

const familyShelter: ServiceKind = {
  key: 'familyShelter',
  types: ['SHELTER'],
  names: ['{hood} Family Shelter', '{street} Family House'],
  summaries: [
    {
      en: 'Emergency Shelter for Families, Cribs, Meals',
      es: 'Albergue de emergencia para familias, cunas, comidas',
    },
    {
      en: 'Night Shelter for Families, Dinner, School Help',
      es: 'Albergue nocturno para familias, cena, ayuda escolar',
    },
  ],
  leads: [
    {
      en: 'Parents and children stay together in family rooms at our {hood} shelter.',
      es: 'Padres e hijos se quedan juntos en cuartos familiares en nuestro albergue de {hood}.',
    },
    {
      en: 'Families with children who have nowhere to sleep tonight can get a room, meals and help finding housing.',
      es: 'Las familias con niños que no tienen dónde dormir esta noche pueden recibir un cuarto, comidas y ayuda para encontrar vivienda.',
    },
  ],
  extras: [
    {
      en: 'Cribs, diapers and baby supplies are on hand.',
      es: 'Tenemos cunas, pañales y artículos para bebé.',
    },
    {
      en: 'We help keep children in their own school and arrange rides.',
      es: 'Ayudamos a que los niños sigan en su misma escuela y coordinamos el transporte.',
    },
  ],
  categories: [
    ['FAMILIES', 'KIDS'],
    ['FAMILIES', 'KIDS', 'WOMEN', 'MEN'],
  ],
  ages: [AGES.families],
  patterns: ['fullDay', 'fullDayCleaning', 'overnight', 'fullDayMaintenance'],
  beds: 'emergency',
};

const youthShelter: ServiceKind = {
  key: 'youthShelter',
  types: ['SHELTER', 'HEALTH'],
  names: ['{hood} Youth Shelter', '{hood} Youth Haven'],
  summaries: [
    {
      en: 'Emergency Shelter for Youth, Counseling, Meals',
      es: 'Albergue de emergencia para jóvenes, consejería, comidas',
    },
    {
      en: 'Night Shelter, Mental Health Support, Showers',
      es: 'Albergue nocturno, apoyo de salud mental, duchas',
    },
  ],
  leads: [
    {
      en: 'A safe place to sleep for young people ages 16 to 24 in {hood}, with counselors on staff.',
      es: 'Un lugar seguro para dormir para jóvenes de 16 a 24 años en {hood}, con consejeros en el equipo.',
    },
    {
      en: 'Young people without a stable home can drop in for a meal, a shower, a bed and someone to talk to.',
      es: 'Los jóvenes sin un hogar estable pueden venir por una comida, una ducha, una cama y alguien con quien hablar.',
    },
  ],
  extras: [
    {
      en: 'LGBTQ+ youth are welcome and respected here.',
      es: 'Aquí se recibe y se respeta a los jóvenes LGBTQ+.',
    },
    {
      en: 'No parent permission is needed for an emergency night.',
      es: 'No se necesita permiso de los padres para una noche de emergencia.',
    },
  ],
  categories: [
    ['KIDS', 'LGBT'],
    ['KIDS', 'LGBT', 'MEN', 'WOMEN'],
  ],
  ages: [AGES.youth],
  patterns: ['fullDay', 'overnight', 'midnightWeek', 'sundayToThursday'],
  beds: 'emergency',
};

const warmingCenter: ServiceKind = {
  key: 'warmingCenter',
  types: ['SHELTER'],
  names: ['{hood} Warming Center', '{hood} Winter Shelter', '{hood} Cold Weather Shelter'],
  summaries: [
    {
      en: 'Warming Center, Hot Drinks, Blankets',
      es: 'Centro de calentamiento, bebidas calientes, cobijas',
    },
    {
      en: 'Overnight Shelter, Cold Weather Beds',
      es: 'Albergue nocturno, camas para las noches de frío',
    },
  ],
  leads: [
    {
      en: 'When temperatures drop, this seasonal shelter in {hood} opens its doors for the winter.',
      es: 'Cuando bajan las temperaturas, este albergue de temporada en {hood} abre sus puertas durante el invierno.',
    },
    {
      en: 'A warm place to get through the winter, with cots, blankets, soup and hot coffee.',
      es: 'Un lugar cálido para pasar el invierno, con catres, cobijas, sopa y café caliente.',
    },
  ],
  extras: [
    {
      en: 'No one is turned away on nights below freezing.',
      es: 'En las noches bajo cero no se rechaza a nadie.',
    },
    {
      en: 'Extra blankets and hand warmers are handed out at the door.',
      es: 'En la entrada se reparten cobijas adicionales y calentadores de manos.',
    },
  ],
  categories: [ALL],
  ages: [AGES.all],
  patterns: ['winterNights'],
  beds: 'seasonal',
};

const coolingCenter: ServiceKind = {
  key: 'coolingCenter',
  types: ['SHELTER'],
  names: ['{hood} Cooling Center', '{hood} Heat Relief Station'],
  summaries: [
    {
      en: 'Cooling Center, Cold Water, Rest Area',
      es: 'Centro de enfriamiento, agua fría, área de descanso',
    },
    {
      en: 'Heat Relief, Cooling Center, Snacks',
      es: 'Alivio del calor, centro de enfriamiento, meriendas',
    },
  ],
  leads: [
    {
      en: 'During the hot months this air-conditioned hall in {hood} opens as a cooling center with water, snacks and a place to rest.',
      es: 'Durante los meses de calor, este salón con aire acondicionado en {hood} funciona como centro de enfriamiento con agua, meriendas y un lugar para descansar.',
    },
    {
      en: 'Get out of the heat: cold water, shade, electrolyte drinks and staff who can spot heat illness.',
      es: 'Escápate del calor: agua fría, sombra, bebidas con electrolitos y personal que sabe reconocer un golpe de calor.',
    },
  ],
  extras: [
    {
      en: 'Bring a refillable bottle if you have one.',
      es: 'Si tienes una botella reutilizable, tráela.',
    },
  ],
  categories: [ALL],
  ages: [AGES.all],
  patterns: ['summerCooling'],
  beds: 'seasonal',
};

const transitional: ServiceKind = {
  key: 'transitional',
  types: ['SHELTER'],
  names: [
    '{hood} Transitional Housing',
    '{street} Transitional Residence',
    '{hood} Pathways House',
  ],
  summaries: [
    {
      en: 'Transitional Housing, Case Management, Life Skills',
      es: 'Vivienda de transición, gestión de casos, habilidades para la vida',
    },
    {
      en: 'Transitional Living Program, Job Support',
      es: 'Programa de vivienda de transición, apoyo para el empleo',
    },
  ],
  leads: [
    {
      en: 'Residents live in a furnished room for up to 24 months while they work toward permanent housing.',
      es: 'Los residentes viven en un cuarto amueblado hasta por 24 meses mientras avanzan hacia una vivienda permanente.',
    },
    {
      en: 'A structured program in {hood} that pairs a stable place to live with weekly case management and savings goals.',
      es: 'Un programa estructurado en {hood} que combina un lugar estable para vivir con gestión de casos semanal y metas de ahorro.',
    },
  ],
  extras: [
    {
      en: 'Entry is by referral or interview; call to ask about openings.',
      es: 'La entrada es por referencia o entrevista; llama para preguntar si hay lugares.',
    },
    {
      en: 'Rent is based on income, and no one pays more than 30 percent of what they earn.',
      es: 'La renta depende de los ingresos y nadie paga más del 30 por ciento de lo que gana.',
    },
  ],
  categories: [['MEN'], ['WOMEN', 'KIDS'], ['MEN', 'WOMEN']],
  ages: [AGES.adults],
  patterns: ['contact', 'weekday9to5', 'weekdayEarly', 'fullDay'],
  beds: 'transitional',
};

const bridgeHousing: ServiceKind = {
  key: 'bridgeHousing',
  types: ['SHELTER'],
  names: ['{hood} Bridge Housing', '{hood} Housing Bridge'],
  summaries: [
    {
      en: 'Bridge Housing, Rapid Rehousing, Rent Help',
      es: 'Vivienda puente, realojamiento rápido, ayuda con la renta',
    },
    {
      en: 'Rapid Rehousing, Housing Search, Deposits',
      es: 'Realojamiento rápido, búsqueda de vivienda, depósitos',
    },
  ],
  leads: [
    {
      en: 'Short-term bridge housing in {hood} for people who have a housing voucher and are waiting to move in.',
      es: 'Vivienda puente a corto plazo en {hood} para personas que ya tienen un vale de vivienda y esperan mudarse.',
    },
    {
      en: 'Our rapid rehousing team helps people move from the street or a shelter into their own apartment quickly.',
      es: 'Nuestro equipo de realojamiento rápido ayuda a las personas a pasar de la calle o de un albergue a su propio apartamento en poco tiempo.',
    },
  ],
  extras: [
    {
      en: "We can help with deposits, the first month's rent and basic furniture.",
      es: 'Podemos ayudar con el depósito, la renta del primer mes y muebles básicos.',
    },
  ],
  categories: [ALL, ['FAMILIES', 'WOMEN', 'MEN']],
  ages: [AGES.adults],
  patterns: ['contact', 'weekday9to5', 'weekdayLunchBreak'],
  beds: 'transitional',
};

const veteransHousing: ServiceKind = {
  key: 'veteransHousing',
  types: ['SHELTER'],
  names: ['{hood} Veterans House', '{street} Veterans Residence'],
  summaries: [
    {
      en: 'Supportive Housing for Veterans, Case Management',
      es: 'Vivienda con apoyo para veteranos, gestión de casos',
    },
    {
      en: 'Transitional Housing, Veteran Benefits Help',
      es: 'Vivienda de transición, ayuda con beneficios para veteranos',
    },
  ],
  leads: [
    {
      en: 'Supportive housing for veterans in {hood}, with on-site help from peer mentors who served too.',
      es: 'Vivienda con apoyo para veteranos en {hood}, con ayuda en el lugar de mentores que también sirvieron.',
    },
    {
      en: 'Veterans who are homeless or at risk can get a room and help with VA benefits and health care.',
      es: 'Los veteranos sin hogar o en riesgo de perderlo pueden recibir un cuarto y ayuda con los beneficios y la atención médica del VA.',
    },
  ],
  extras: [
    {
      en: 'Bring your DD-214 if you have it; we can help request a copy if not.',
      es: 'Trae tu DD-214 si lo tienes; si no, te ayudamos a pedir una copia.',
    },
  ],
  categories: [
    ['MEN', 'WOMEN'],
    ['MEN', 'WOMEN', 'DISABLED'],
  ],
  ages: [AGES.adults],
  patterns: ['contact', 'weekday9to5', 'fullDay'],
  beds: 'transitional',
};

const shelterMeals: ServiceKind = {
  key: 'shelterMeals',
  types: ['SHELTER', 'FOOD'],
  names: ['{hood} Shelter and Kitchen', '{street} Mission House'],
  summaries: [
    {
      en: 'Overnight Shelter, Hot Meals, Showers',
      es: 'Albergue nocturno, comidas calientes, duchas',
    },
    { en: 'Emergency Shelter, Dinner, Breakfast', es: 'Albergue de emergencia, cena, desayuno' },
  ],
  leads: [
    {
      en: 'Anyone can come in for dinner, and overnight guests also get a bed, a shower and breakfast.',
      es: 'Cualquier persona puede venir a cenar, y quienes se quedan a dormir reciben además una cama, una ducha y desayuno.',
    },
    {
      en: 'A shelter and kitchen in {hood} that has served neighbors without a home for decades.',
      es: 'Un albergue y comedor en {hood} que lleva décadas atendiendo a vecinos sin hogar.',
    },
  ],
  extras: [
    {
      en: 'Beds are assigned by lottery at check-in when the shelter is full.',
      es: 'Cuando el albergue está lleno, las camas se asignan por sorteo al registrarse.',
    },
  ],
  categories: [['MEN'], ['MEN', 'WOMEN'], ALL],
  ages: [AGES.over18],
  patterns: ['overnight', 'midnightWeek', 'fullDay', 'overnightLate'],
  beds: 'emergency',
};

export const SHELTER_KINDS = {
  emergencyShelter,
  womensShelter,
  familyShelter,
  youthShelter,
  warmingCenter,
  coolingCenter,
  transitional,
  bridgeHousing,
  veteransHousing,
  shelterMeals,
} as const;
