import type { DemoCrisisLine } from './types';

/**
 * The real national US crisis lines with their public numbers. Unlike the listings these are not
 * demo data: keep them accurate, and leave out any detail that is not certain.
 */
export const demoCrisisLines: DemoCrisisLine[] = [
  {
    name: '988 Suicide & Crisis Lifeline',
    description:
      'Free, confidential support for anyone in suicidal crisis or emotional distress, or worried about someone else. Call or text 988, or chat online. Press 2 for Spanish.',
    descriptionEs:
      'Apoyo gratuito y confidencial para cualquier persona en una crisis suicida o con angustia emocional, o que esté preocupada por alguien. Llama o envía un mensaje de texto al 988, o chatea en línea. Marca 2 para español.',
    area: 'USA',
    hours: '24/7',
    hoursEs: '24/7',
    phone: '988',
    text: 'Text 988',
    chatWebLink: 'https://988lifeline.org/chat/',
    website: 'https://988lifeline.org',
    ranking: 1,
  },
  {
    name: 'Crisis Text Line',
    description:
      'Text with a trained crisis counselor about anything that is on your mind: anxiety, depression, loneliness, abuse or thoughts of suicide. Free and confidential; text only.',
    descriptionEs:
      'Conversa por mensaje de texto con un consejero capacitado sobre lo que te preocupe: ansiedad, depresión, soledad, abuso o pensamientos suicidas. Gratis y confidencial; solo por mensaje de texto.',
    area: 'USA',
    hours: '24/7',
    hoursEs: '24/7',
    // Text only (docs/screens.md "Words and crisis lines"): no phone, so no Call button; Text opens sms: with HOME.
    phone: '',
    text: 'Text HOME to 741741',
    website: 'https://www.crisistextline.org',
    ranking: 2,
  },
  {
    name: 'National Domestic Violence Hotline',
    description:
      'Confidential support, safety planning and referrals for anyone affected by domestic violence or abusive relationships. Advocates speak English and Spanish.',
    descriptionEs:
      'Apoyo confidencial, planes de seguridad y referencias para cualquier persona afectada por la violencia doméstica o por una relación abusiva. El equipo de intercesores habla inglés y español.',
    area: 'USA',
    hours: '24/7',
    hoursEs: '24/7',
    phone: '1-800-799-7233',
    text: 'Text START to 88788',
    chatWebLink: 'https://www.thehotline.org',
    website: 'https://www.thehotline.org',
    ranking: 3,
  },
  {
    name: 'Veterans Crisis Line',
    description:
      'Confidential help for veterans, service members, National Guard and Reserve members and the people who support them. Dial 988 and press 1, text 838255, or chat online.',
    descriptionEs:
      'Ayuda confidencial para veteranos, militares en servicio activo, miembros de la Guardia Nacional y de la Reserva, y las personas que los apoyan. Marca 988 y presiona 1, envía un mensaje de texto al 838255 o chatea en línea.',
    area: 'USA',
    hours: '24/7',
    hoursEs: '24/7',
    phone: '988',
    text: 'Text 838255',
    chatWebLink: 'https://www.veteranscrisisline.net/get-help-now/chat/',
    website: 'https://www.veteranscrisisline.net',
    ranking: 4,
  },
  {
    name: 'The Trevor Project',
    description:
      'Crisis support for LGBTQ+ young people under 25, from trained counselors who understand. Call, text START to 678-678, or chat online.',
    descriptionEs:
      'Apoyo en crisis para jóvenes LGBTQ+ menores de 25 años, con consejeros capacitados que entienden. Llama, envía START por mensaje de texto al 678-678 o chatea en línea.',
    area: 'USA',
    hours: '24/7',
    hoursEs: '24/7',
    phone: '1-866-488-7386',
    text: 'Text START to 678-678',
    chatWebLink: 'https://www.thetrevorproject.org/get-help/',
    website: 'https://www.thetrevorproject.org',
    ranking: 5,
  },
  {
    name: 'SAMHSA National Helpline',
    description:
      'Free, confidential treatment referral and information for people and families facing mental health or substance use problems, in English and Spanish.',
    descriptionEs:
      'Referencias a tratamiento e información gratuitas y confidenciales para personas y familias que enfrentan problemas de salud mental o de consumo de sustancias, en inglés y español.',
    area: 'USA',
    hours: '24/7',
    hoursEs: '24/7',
    phone: '1-800-662-4357',
    website: 'https://www.samhsa.gov',
    ranking: 6,
  },
  {
    name: 'National Sexual Assault Hotline (RAINN)',
    description:
      'Confidential support from a trained staff member at a local sexual assault service provider. Call, or chat online at rainn.org.',
    descriptionEs:
      'Apoyo confidencial de una persona capacitada de un centro local de atención a víctimas de agresión sexual. Llama, o chatea en línea en rainn.org.',
    area: 'USA',
    hours: '24/7',
    hoursEs: '24/7',
    phone: '1-800-656-4673',
    website: 'https://www.rainn.org',
    ranking: 7,
  },
  {
    name: 'Childhelp National Child Abuse Hotline',
    description:
      'Professional crisis counselors help children, parents and concerned adults with questions about child abuse, with interpreters in many languages.',
    descriptionEs:
      'Consejeros profesionales en crisis ayudan a niños, padres y adultos preocupados con dudas sobre el maltrato infantil, con intérpretes en muchos idiomas.',
    area: 'USA',
    hours: '24/7',
    hoursEs: '24/7',
    phone: '1-800-422-4453',
    website: 'https://www.childhelp.org',
    ranking: 8,
  },
  {
    name: 'National Runaway Safeline',
    description:
      'Confidential support for young people who are thinking of running away, have run away or are homeless, and for their families.',
    descriptionEs:
      'Apoyo confidencial para jóvenes que piensan escaparse de casa, que ya se fueron o que no tienen hogar, y para sus familias.',
    area: 'USA',
    hours: '24/7',
    hoursEs: '24/7',
    phone: '1-800-786-2929',
    website: 'https://www.1800runaway.org',
    ranking: 9,
  },
  {
    name: '211',
    description:
      'Dial 211 to be connected with local help for food, housing, utility bills, health care and other needs. Available around the clock in most areas.',
    descriptionEs:
      'Marca 211 para que te conecten con ayuda local para comida, vivienda, pagos de servicios, atención médica y otras necesidades. Disponible a toda hora en la mayoría de las zonas.',
    area: 'USA',
    hours: '24/7',
    hoursEs: '24/7',
    phone: '211',
    website: 'https://www.211.org',
    ranking: 10,
  },
];
