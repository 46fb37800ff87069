import { Section } from '~/components/page';
import { Testimonials } from '~/components/trust';
import type { CataloguePage } from '~/content/pages/catalogue';
import type { Testimonial } from '~/content/testimonials';

/** Who builds the systems and who supports them, beside a customer's words. */
export function PartnerSection({ copy, testimonial }: { copy: CataloguePage['partner']; testimonial: Testimonial }) {
  return (
    <Section title={copy.title} className="bg-ink-50">
      <div className="grid gap-10 lg:grid-cols-[3fr_2fr]">
        <div className="max-w-prose space-y-4 text-lg text-ink-700">
          {copy.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <Testimonials items={[testimonial]} />
      </div>
    </Section>
  );
}
