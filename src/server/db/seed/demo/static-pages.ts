import { aboutPage } from './pages/about';
import { faqPage } from './pages/faq';
import { privacyPage } from './pages/privacy';
import { termsPage } from './pages/terms';
import type { DemoStaticPage } from './types';

/** The four static pages in both languages; HTML limited to h2, p, ul, li, strong and a. */
export const demoStaticPages: DemoStaticPage[] = [aboutPage, termsPage, privacyPage, faqPage];
