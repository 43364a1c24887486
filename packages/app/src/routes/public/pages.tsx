import {
  About,
  aboutMeta,
  Experiences,
  experiencesMeta,
  Faq,
  faqMeta,
  PrivacyPolicy,
  privacyPolicyMeta,
  publicLinks,
  Services,
  servicesMeta,
  SignUp,
  signUpMeta,
  Support,
  supportMeta,
} from '@bible-admin/screens';
import { useContact } from '../../data/contact';
import { usePageHead } from '../../head/PageHead';

/**
 * The public pages besides the home, one container each: its head, and the server's contact details where
 * the page shows them. They are a chunk of their own, so the home (the site's landing page) does not carry them.
 */

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
  return <SignUp links={publicLinks(useContact())} />;
}

export function SupportRoute() {
  usePageHead(supportMeta);
  return <Support contact={useContact()} />;
}

export function PrivacyPolicyRoute() {
  usePageHead(privacyPolicyMeta);
  return <PrivacyPolicy contact={useContact()} />;
}
