export { Faq, faqMeta } from './Faq';
