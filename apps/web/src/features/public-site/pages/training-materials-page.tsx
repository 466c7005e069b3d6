import { paths } from '@keel/shared/paths';
import { Download, Presentation, Sparkles, Video, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button-classes';
import { customTraining, downloads, webinars, workshops, type TrainingItem } from '../../../content/training';
import { PageHeader } from '../components/page-header';
import { Section } from '../components/section';

function TrainingCard({ item, icon: Icon }: { item: TrainingItem; icon: LucideIcon }) {
  return (
    <li className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <Icon aria-hidden className="h-7 w-7 text-accent-700" />
      <h3 className="mt-4 text-lg font-semibold text-slate-900">{item.title}</h3>
      <p className="mt-1 text-sm font-medium text-slate-500">{item.format}</p>
      <p className="mt-3 flex-1 text-slate-600">{item.text}</p>
      {/* docs/product/public-site.md#public-pages: every card button leads to /contact-us. */}
      <Link to={paths.contactUs} className={buttonClasses('secondary', 'md', 'mt-6 self-start')}>
        {item.action}
      </Link>
    </li>
  );
}

function CardGrid({ items, icon }: { items: readonly TrainingItem[]; icon: LucideIcon }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <TrainingCard key={item.title} item={item} icon={icon} />
      ))}
    </ul>
  );
}

/** /training-materials: workshops, webinars, downloads and custom training (anchors #workshops, #webinars, #downloads). */
export default function TrainingMaterialsPage() {
  return (
    <>
      <PageHeader
        page={paths.trainingMaterials}
        eyebrow="Training Materials"
        title="Skills that outlast the engagement"
        intro="Practical training from consultants who deliver projects every day: workshops, webinars and free tools your team can use tomorrow."
      />
      <Section id="workshops" eyebrow="Workshops" title="Hands-on workshops for your team">
        <CardGrid items={workshops} icon={Presentation} />
      </Section>
      <Section id="webinars" tone="muted" eyebrow="Webinars" title="Webinars, live and on demand">
        <CardGrid items={webinars} icon={Video} />
      </Section>
      <Section id="downloads" eyebrow="Downloads" title="Templates and checklists we use ourselves">
        <CardGrid items={downloads} icon={Download} />
      </Section>
      <Section id="custom-training" tone="muted" eyebrow="Custom training" title="Training built around your organization">
        <ul className="grid gap-6 lg:grid-cols-2">
          <TrainingCard item={customTraining} icon={Sparkles} />
        </ul>
      </Section>
    </>
  );
}
