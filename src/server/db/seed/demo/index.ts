export { demoCities } from './cities';
export { demoCrisisLines } from './crisis-lines';
export { demoFaqs } from './faqs';
export { demoServices } from './services';
export { demoStaticPages } from './static-pages';
export type { DemoCity, DemoAddress } from './cities';
export type { DemoCrisisLine, DemoFaq, DemoService, DemoStaticPage } from './types';
