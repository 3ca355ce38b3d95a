import type { CategoryScore } from '@resume/core';

/** Where the points come from: each category's score against its maximum. */
export function CategoryBars({ categories }: { categories: CategoryScore[] }) {
  return (
    <ul className="space-y-3" aria-label="Score by category">
      {categories.map((category) => {
        const share = category.max ? category.score / category.max : 0;
        return (
          <li key={category.id}>
            <div className="flex justify-between text-sm">
              <span className="font-medium text-slate-700">{category.label}</span>
              <span className="tabular-nums text-slate-500">
                {category.score}/{category.max}
              </span>
            </div>
            <div className="mt-1 h-2 rounded-full bg-slate-200">
              <div
                className={`h-2 rounded-full ${share >= 0.8 ? 'bg-emerald-500' : share >= 0.5 ? 'bg-amber-500' : 'bg-red-500'}`}
                style={{ width: `${Math.round(share * 100)}%` }}
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
