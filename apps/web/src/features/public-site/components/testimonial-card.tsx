import { Quote } from 'lucide-react';
import type { Testimonial } from '../../../content/testimonials';
import { InitialsBadge } from './initials-badge';

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <Quote aria-hidden className="h-8 w-8 text-accent-600" />
      <blockquote className="mt-4 flex-1 text-base leading-relaxed text-slate-700">
        <p>“{testimonial.quote}”</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-4 border-t border-slate-100 pt-6">
        <InitialsBadge name={testimonial.name} />
        <div>
          <p className="font-semibold text-slate-900">{testimonial.name}</p>
          <p className="text-sm text-slate-600">
            {testimonial.role}, {testimonial.organization}
          </p>
        </div>
      </figcaption>
    </figure>
  );
}
