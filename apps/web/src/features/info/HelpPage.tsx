import { Search } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { InfoPage } from '../../components/InfoPage';
import { HELP_ARTICLES, HELP_CATEGORIES, searchArticles, type HelpCategory } from './help-articles';

const RESPONSE_TIMES = [
  ['General questions', '24 hours'],
  ['Technical issues', '12 hours'],
  ['Urgent account issues', '4 hours'],
  ['Responsible gaming', '2 hours'],
] as const;

/** /help: searchable articles in five categories, support response times, version 1.0 (spec section 2). */
export function HelpPage() {
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<HelpCategory | null>(null);
  const results = searchArticles(HELP_ARTICLES, query, category);
  return (
    <InfoPage title="Help Center">
      <div className="not-prose flex flex-col gap-3">
        <label className="relative block">
          <span className="sr-only">Search help articles</span>
          <Search
            size={18}
            className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-foam/50"
            aria-hidden="true"
          />
          <input
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="Search for answers…"
            className="h-12 w-full rounded-xl border border-white/15 bg-abyss/70 pr-3 pl-10 text-foam placeholder:text-foam/45 focus:border-surf focus:outline-none"
          />
        </label>
        <div className="flex flex-wrap gap-2" role="group" aria-label="Categories">
          {[{ id: null, label: 'All' } as const, ...HELP_CATEGORIES].map((c) => (
            <button
              key={c.label}
              type="button"
              aria-pressed={category === c.id}
              onClick={() => setCategory(c.id)}
              className="cursor-pointer rounded-full border border-surf/40 px-3 py-1 text-sm text-seaglass hover:bg-surf/10 aria-pressed:bg-surf aria-pressed:text-abyss"
            >
              {c.label}
            </button>
          ))}
        </div>
      </div>
      {results.length === 0 ? (
        <p className="rounded-xl bg-abyss/40 p-6 text-center text-foam/70">
          No articles found matching your search.
        </p>
      ) : (
        HELP_CATEGORIES.filter((c) => results.some((a) => a.category === c.id)).map((c) => (
          <section key={c.id} aria-labelledby={`help-${c.id}`}>
            <h2 id={`help-${c.id}`}>{c.label}</h2>
            <div className="mt-2 flex flex-col gap-2">
              {results
                .filter((a) => a.category === c.id)
                .map((a) => (
                  <details
                    key={a.id}
                    className="group rounded-xl border border-white/10 bg-ocean/40 px-4 py-3"
                    open={query.trim() !== ''}
                  >
                    <summary className="cursor-pointer font-semibold text-foam marker:text-surf">
                      {a.title}
                    </summary>
                    <p className="mt-2 text-sm text-foam/85">{a.content}</p>
                  </details>
                ))}
            </div>
          </section>
        ))
      )}
      <h2>Still need help?</h2>
      <p>
        Write to us through the <Link to="/contact">contact form</Link>. We answer general questions
        within 24 hours, technical issues within 12 hours, urgent account issues within 4 hours and
        responsible gaming requests within 2 hours.
      </p>
      <ul>
        {RESPONSE_TIMES.map(([what, when]) => (
          <li key={what}>
            {what}: <strong className="text-foam">{when}</strong>
          </li>
        ))}
      </ul>
      <p className="text-sm text-foam/60">Coinwave Help Center · Version 1.0</p>
    </InfoPage>
  );
}
