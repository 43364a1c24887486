import {
  About,
  aboutMeta,
  Experiences,
  experiencesMeta,
  Faq,
  faqMeta,
  Home,
  homeMeta,
  PrivacyPolicy,
  privacyPolicyMeta,
  Services,
  servicesMeta,
  SignUp,
  signUpMeta,
  Support,
  supportMeta,
} from '@bible-admin/screens';
import { useContact } from '../../data/contact';
import { usePageHead } from '../../head/PageHead';

/** One container per public page: its head, and the server's contact details where the page shows them. */

export function HomeRoute() {
  usePageHead(homeMeta);
  return <Home />;
}

export function AboutRoute() {
  usePageHead(aboutMeta);
  return <About />;
}

export function FaqRoute() {
  usePageHead(faqMeta);
  return <Faq />;
}

export function ServicesRoute() {
  usePageHead(servicesMeta);
  return <Services />;
}

export function ExperiencesRoute() {
  usePageHead(experiencesMeta);
  return <Experiences />;
}

export function SignUpRoute() {
  usePageHead(signUpMeta);
  return <SignUp />;
}

export function SupportRoute() {
  usePageHead(supportMeta);
  return <Support contact={useContact()} />;
}

export function PrivacyPolicyRoute() {
  usePageHead(privacyPolicyMeta);
  return <PrivacyPolicy contact={useContact()} />;
}
