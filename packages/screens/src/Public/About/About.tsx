import { Inner, PageHeader, Prose, Section } from '../common/layout';
import { publicCopy } from '../../messages';
import { aboutMessages } from './messages';

/** The public site is Hebrew: the app's head is the Hebrew page's. */
export const aboutMeta = aboutMessages.he.meta;

/** About: a placeholder page (the spec has no content for it yet), finished inside the public layout. */
export function About() {
  const words = publicCopy(aboutMessages);
  return (
    <>
      <PageHeader title={words.title} lead={words.lead} />
      <Section>
        <Inner $narrow>
          <Prose>
            {words.paragraphs.map((text) => (
              <p key={text}>{text}</p>
            ))}
          </Prose>
        </Inner>
      </Section>
    </>
  );
}
