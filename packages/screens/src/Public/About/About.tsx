import { Inner, PageHeader, Prose, Section } from '../common/layout';
import { useScreenMessages } from '../../messages';
import { aboutMessages } from './messages';

/** The public site is Hebrew: the app's head is the Hebrew page's. */
export const aboutMeta = aboutMessages.he.meta;

/** About: a placeholder page (the spec has no content for it yet), finished inside the public layout. */
export function About() {
  const t = useScreenMessages(aboutMessages);
  return (
    <>
      <PageHeader title={t.title} lead={t.lead} />
      <Section>
        <Inner $narrow>
          <Prose>
            {t.paragraphs.map((text) => (
              <p key={text}>{text}</p>
            ))}
          </Prose>
        </Inner>
      </Section>
    </>
  );
}
