import { Inner, PageHeader, Prose, Section } from '../common/layout';
import { aboutMessages as t } from './messages';

export const aboutMeta = t.meta;

/** About: a placeholder page (the spec has no content for it yet), finished inside the public layout. */
export function About() {
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
