import { Compass } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useGuidance } from '@/features/onboarding';

/**
 * Advice from the person's onboarding answers (a career changer is told to lead with transferable
 * skills); "Show me" opens the editor where it applies. Nothing without answers.
 */
export function AdviceList({ onShow }: { onShow(field: string): void }) {
  const { advice } = useGuidance();
  if (advice.length === 0) return null;
  return (
    <section aria-labelledby="advice" className="rounded-2xl border border-brand-100 bg-brand-50 p-5 md:p-6">
      <h2 id="advice" className="flex items-center gap-2 text-lg font-semibold">
        <Compass className="size-5 text-brand-700" aria-hidden /> Advice for you
      </h2>
      <p className="mt-1 text-sm text-slate-600">From your answers to the onboarding questions.</p>
      <ul className="mt-4 space-y-3">
        {advice.map(({ id, title, text, field }) => (
          <li key={id} className="flex items-start justify-between gap-3 rounded-lg bg-white p-3">
            <div className="min-w-0">
              <p className="text-sm font-medium text-slate-900">{title}</p>
              <p className="mt-1 text-sm text-slate-600">{text}</p>
            </div>
            {field && (
              <Button
                variant="secondary"
                size="sm"
                className="shrink-0"
                onClick={() => onShow(field)}
                aria-label={`Show me: ${title}`}
              >
                Show me
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
