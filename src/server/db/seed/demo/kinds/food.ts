import { AGES, ALL, EVERY_GROUP, type ServiceKind } from './kind';

const soupKitchen: ServiceKind = {
  key: 'soupKitchen',
  types: ['FOOD'],
  names: [
    '{hood} Community Kitchen',
    '{hood} Soup Kitchen',
    '{street} Community Table',
    'Open Table of {hood}',
    '{hood} Neighbors Kitchen',
  ],
  summaries: [
    { en: 'Hot Meals, Breakfast, Dinner', es: 'Comidas calientes, desayuno, cena' },
    {
      en: 'Soup Kitchen, Hot Lunch, Sack Lunch',
      es: 'Comedor comunitario, almuerzo caliente, almuerzo para llevar',
    },
    { en: 'Free Meals, Breakfast, Coffee', es: 'Comidas gratis, desayuno, café' },
  ],
  leads: [
    {
      en: 'A volunteer-run kitchen in {hood} that serves a free hot meal to anyone who walks in.',
      es: 'Cocina atendida por voluntarios en {hood} que sirve una comida caliente gratis a cualquier persona que llegue.',
    },
    {
      en: 'We serve hearty, home-style meals in our {hood} dining room, with to-go bags when the line is long.',
      es: 'Servimos comidas caseras y abundantes en nuestro comedor de {hood}, con bolsas para llevar cuando la fila es larga.',
    },
    {
      en: 'Sit down for a warm plate of food and a cup of coffee, no questions asked.',
      es: 'Siéntate a disfrutar de un plato caliente y una taza de café, sin que te hagan preguntas.',
    },
  ],
  extras: [
    {
      en: 'Vegetarian and diabetic-friendly plates are available on request.',
      es: 'Hay platos vegetarianos y aptos para personas con diabetes si los pides.',
    },
    {
      en: 'Seconds are served after everyone has eaten once.',
      es: 'Se sirve una segunda porción cuando todos ya comieron.',
    },
    {
      en: 'Meals are served first come, first served.',
      es: 'Las comidas se sirven por orden de llegada.',
    },
  ],
  categories: [ALL, ALL, ['MEN', 'WOMEN', 'FAMILIES']],
  ages: [AGES.all],
  patterns: [
    'splitMeals',
    'dailyLunch',
    'weekdayDinner',
    'weekendsOnly',
    'holidayMeals',
    'saturdayMorning',
  ],
};

const seniorMeals: ServiceKind = {
  key: 'seniorMeals',
  types: ['FOOD'],
  names: ['{hood} Senior Lunch Club', '{hood} Senior Dining Center', '{street} Senior Café'],
  summaries: [
    {
      en: 'Senior Lunch, Congregate Meals, Home-Delivered Meals',
      es: 'Almuerzo para adultos mayores, comidas en grupo, comidas a domicilio',
    },
    {
      en: 'Congregate Meal, Senior Lunch, Social Activities',
      es: 'Comida comunitaria, almuerzo para adultos mayores, actividades sociales',
    },
  ],
  leads: [
    {
      en: 'A nutritious lunch and good company for older adults in {hood}, served at midday on weekdays.',
      es: 'Un almuerzo nutritivo y buena compañía para adultos mayores en {hood}, que se sirve al mediodía entre semana.',
    },
    {
      en: 'Older neighbors share a balanced meal, then stay for games, exercise classes and conversation.',
      es: 'Los vecinos mayores comparten una comida balanceada y se quedan a jugar, hacer ejercicio y conversar.',
    },
  ],
  extras: [
    {
      en: 'A donation is suggested, but no one is turned away for lack of money.',
      es: 'Se sugiere un donativo, pero a nadie se le niega la comida por falta de dinero.',
    },
    {
      en: 'Please reserve your meal by phone one day ahead.',
      es: 'Reserva tu comida por teléfono con un día de anticipación.',
    },
    {
      en: 'Home delivery is available for homebound seniors nearby.',
      es: 'Hay entrega a domicilio para adultos mayores de la zona que no pueden salir de casa.',
    },
  ],
  categories: [['SENIORS'], ['SENIORS', 'DISABLED']],
  ages: [AGES.seniors],
  patterns: ['seniorLunch'],
};

const pantry: ServiceKind = {
  key: 'pantry',
  types: ['FOOD'],
  names: [
    '{hood} Community Pantry',
    '{hood} Food Pantry',
    '{street} Neighborhood Pantry',
    '{hood} Food Share',
  ],
  summaries: [
    {
      en: 'Food Pantry, Groceries, Fresh Produce',
      es: 'Despensa de alimentos, comestibles, frutas y verduras frescas',
    },
    {
      en: 'Food Pantry, Canned Goods, Bread, Dairy',
      es: 'Despensa de alimentos, productos enlatados, pan, lácteos',
    },
    { en: 'Groceries, Produce, Diapers', es: 'Comestibles, frutas y verduras, pañales' },
    {
      en: 'Food Bank Pick-up, Food Boxes',
      es: 'Entrega de alimentos del banco de comida, cajas de comida',
    },
  ],
  leads: [
    {
      en: 'Choose your own groceries at our client-choice pantry in {hood}, stocked with produce, bread, canned goods and dairy.',
      es: 'Escoge tus propios alimentos en nuestra despensa de {hood}, con frutas y verduras, pan, enlatados y lácteos.',
    },
    {
      en: 'Neighbors in {hood} can pick up a bag of groceries once a week, plus fresh produce when it is available.',
      es: 'Los vecinos de {hood} pueden recoger una bolsa de comestibles una vez por semana, además de frutas y verduras frescas cuando haya.',
    },
    {
      en: 'Our pantry hands out pre-packed food boxes with enough for several days of meals.',
      es: 'Nuestra despensa entrega cajas de comida ya preparadas con suficiente para varios días.',
    },
  ],
  extras: [
    { en: 'Bring your own bags if you can.', es: 'Si puedes, trae tus propias bolsas.' },
    {
      en: 'Bring a photo ID and something with your address on your first visit; no one is refused without them.',
      es: 'En tu primera visita trae una identificación con foto y algo con tu dirección; no se le niega la ayuda a quien no los tenga.',
    },
    {
      en: 'Halal, kosher and vegetarian items are set aside when we have them.',
      es: 'Cuando hay productos halal, kosher y vegetarianos, se apartan para quien los necesite.',
    },
    {
      en: 'You do not need to live in the neighborhood to get food.',
      es: 'No es necesario vivir en el vecindario para recibir alimentos.',
    },
  ],
  categories: [ALL, ['FAMILIES', 'SENIORS'], EVERY_GROUP],
  ages: [AGES.all],
  patterns: [
    'tueThu',
    'monWedFri',
    'weekday9to5',
    'weekdaysPlusSaturday',
    'saturdayMorning',
    'monthlyTwice',
    'monthlyLast',
    'weekdayEarly',
  ],
};

const mobilePantry: ServiceKind = {
  key: 'mobilePantry',
  types: ['FOOD'],
  names: ['{hood} Mobile Pantry', '{hood} Mobile Market', '{hood} Fresh Food Truck'],
  summaries: [
    {
      en: 'Mobile Food Pantry, Fresh Produce, Food Boxes',
      es: 'Despensa móvil, frutas y verduras frescas, cajas de comida',
    },
    {
      en: 'Produce Market, Free Groceries',
      es: 'Mercado de frutas y verduras, comestibles gratis',
    },
  ],
  leads: [
    {
      en: 'Our food truck parks in {hood} on a set day each month with free produce, bread and shelf-stable groceries.',
      es: 'Nuestro camión de alimentos se estaciona en {hood} un día fijo de cada mes con frutas y verduras, pan y comestibles no perecederos gratis.',
    },
    {
      en: 'A drive-through and walk-up food distribution for {hood} families, held on the same day every month.',
      es: 'Reparto de alimentos para familias de {hood}, en auto o a pie, el mismo día de cada mes.',
    },
  ],
  extras: [
    {
      en: 'Lines start early; food is given out until it runs out.',
      es: 'La fila empieza temprano; se reparte comida hasta que se acaba.',
    },
    {
      en: 'If you drive, clear space in your trunk before you arrive.',
      es: 'Si vienes en auto, deja espacio libre en la cajuela antes de llegar.',
    },
  ],
  categories: [ALL, ['FAMILIES', 'SENIORS', 'KIDS']],
  ages: [AGES.all],
  patterns: [
    'monthlyFirst',
    'monthlySecond',
    'monthlyThird',
    'monthlyFourth',
    'monthlyFifthFriday',
    'monthlyLast',
    'monthlyTwice',
    'monthlyOddMondays',
  ],
};

const familyPantry: ServiceKind = {
  key: 'familyPantry',
  types: ['FOOD'],
  names: ['{hood} Family Food Bank', '{hood} Baby and Family Pantry'],
  summaries: [
    {
      en: 'Food Bank, Baby Formula, Diapers, Groceries',
      es: 'Banco de alimentos, fórmula para bebé, pañales, comestibles',
    },
    {
      en: 'Groceries, WIC Help, Kids Snacks',
      es: 'Comestibles, ayuda con WIC, meriendas para niños',
    },
  ],
  leads: [
    {
      en: 'Families with children can pick up groceries, baby formula and diapers at our {hood} pantry.',
      es: 'Las familias con niños pueden recoger comestibles, fórmula para bebé y pañales en nuestra despensa de {hood}.',
    },
    {
      en: 'We help parents stretch the grocery budget with staples, fresh food and kid-friendly snacks.',
      es: 'Ayudamos a los padres a que el dinero de la comida rinda más, con productos básicos, alimentos frescos y meriendas para niños.',
    },
  ],
  extras: [
    {
      en: 'Tell us the ages of your children so we can pack the right diapers and formula.',
      es: 'Dinos las edades de tus hijos para prepararte los pañales y la fórmula adecuados.',
    },
    {
      en: 'Staff can help you apply for SNAP and WIC on the spot.',
      es: 'El personal puede ayudarte a solicitar SNAP y WIC en el mismo lugar.',
    },
  ],
  categories: [
    ['FAMILIES', 'KIDS'],
    ['FAMILIES', 'KIDS', 'WOMEN'],
  ],
  ages: [AGES.families],
  patterns: ['weekday9to5', 'tueThu', 'weekdaysPlusSaturday', 'monthlyThird'],
};

const mealsAndPantry: ServiceKind = {
  key: 'mealsAndPantry',
  types: ['FOOD'],
  names: ['{hood} Food Hub', '{hood} Community Food Center'],
  summaries: [
    {
      en: 'Hot Meals, Food Pantry, Produce',
      es: 'Comidas calientes, despensa de alimentos, frutas y verduras',
    },
    { en: 'Lunch, Groceries, Food Boxes', es: 'Almuerzo, comestibles, cajas de comida' },
  ],
  leads: [
    {
      en: 'Eat a hot lunch on site and take home a bag of groceries from our {hood} pantry.',
      es: 'Come un almuerzo caliente aquí y llévate a casa una bolsa de comestibles de nuestra despensa de {hood}.',
    },
    {
      en: 'A neighborhood food center in {hood} with a daily meal and a weekly grocery pick-up.',
      es: 'Un centro de alimentos del barrio en {hood}, con una comida diaria y entrega semanal de comestibles.',
    },
  ],
  extras: [
    {
      en: 'Everyone is welcome at the meal; the pantry asks for a name and ZIP code.',
      es: 'Todos son bienvenidos a la comida; en la despensa solo se pide un nombre y el código postal.',
    },
  ],
  categories: [ALL],
  ages: [AGES.all],
  patterns: ['weekdayLunchBreak', 'monWedFri', 'weekday9to5'],
};

export const FOOD_KINDS = {
  soupKitchen,
  seniorMeals,
  pantry,
  mobilePantry,
  familyPantry,
  mealsAndPantry,
} as const;
