import { useState } from 'react';
import { refusalWords, type AnyGameModule, type Language } from '../../games';
import { MODULE_BOTS, type ModuleBot } from '../../sim/module-sim';
import type { ShellSeat } from '../../shell/session';
import type { SayFn } from './play-say';

/**
 * A new game of any module: how many seats (the game's bounds), each a person or a bot with a
 * name, the game's variants (its own words), and the deal number. The game's `setup` judges it.
 */
export interface PlaySetupProps {
  module: AnyGameModule;
  lang: Language;
  say: SayFn;
  start(seats: ShellSeat[], seed: number, variants: Record<string, string>): string | null;
  /** Back to the game in progress, when there is one. */
  resume?: () => void;
}

type Who = 'person' | ModuleBot;

export default function PlaySetup({ module, lang, say, start, resume }: PlaySetupProps) {
  const { min, max } = module.seats;
  const words = module.words[lang];
  const [count, setCount] = useState(Math.min(max, Math.max(min, 3)));
  const [seats, setSeats] = useState(() => Array.from({ length: max }, (_, i) => ({ name: '', who: (i === 0 ? 'person' : 'random') as Who })));
  const [variants, setVariants] = useState<Record<string, string>>(() => Object.fromEntries(module.variants.map((v) => [v.id, v.default])));
  const [seed, setSeed] = useState(() => 1 + Math.floor(Math.random() * 9999));
  const [problem, setProblem] = useState<string | null>(null);
  const nameOf = (i: number) => seats[i].name.trim() || say(seats[i].who === 'person' ? 'mplay.setup.defaultName' : 'mplay.setup.botName', { n: i + 1 });
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const chosen = seats.slice(0, count).map((s, i) => ({ name: nameOf(i), bot: s.who === 'person' ? null : s.who }));
    setProblem(start(chosen, seed, variants));
  };
  const setSeat = (i: number, change: Partial<(typeof seats)[number]>) => setSeats((all) => all.map((s, k) => (k === i ? { ...s, ...change } : s)));
  return (
    <form className="mp-setup" onSubmit={submit} aria-labelledby="mp-setup-h">
      <h2 id="mp-setup-h">{say('mplay.setup.title')}</h2>
      <fieldset className="mp-setup__count">
        <legend>{say('mplay.setup.count')}</legend>
        {Array.from({ length: max - min + 1 }, (_, k) => min + k).map((n) => (
          <label key={n} className="mp-radio">
            <input type="radio" name="mp-count" value={n} checked={count === n} onChange={() => setCount(n)} /> {n}
          </label>
        ))}
      </fieldset>
      <ol className="mp-setup__seats">
        {seats.slice(0, count).map((s, i) => (
          <li key={i} data-seat={i}>
            <span className="mp-setup__seat">{say('mplay.setup.seat', { n: i + 1 })}</span>
            <label>
              <span className="visually-hidden">{say('mplay.setup.name', { n: i + 1 })}</span>
              <input type="text" maxLength={40} value={s.name} placeholder={nameOf(i)} onChange={(e) => setSeat(i, { name: e.target.value })} aria-label={say('mplay.setup.name', { n: i + 1 })} />
            </label>
            <label>
              <span className="visually-hidden">{say('mplay.setup.who', { n: i + 1 })}</span>
              <select value={s.who} onChange={(e) => setSeat(i, { who: e.target.value as Who })} aria-label={say('mplay.setup.who', { n: i + 1 })} data-who={i}>
                <option value="person">{say('mplay.setup.person')}</option>
                {MODULE_BOTS.map((b) => (
                  <option key={b} value={b}>
                    {say(`mplay.setup.bot.${b}`)}
                  </option>
                ))}
              </select>
            </label>
          </li>
        ))}
      </ol>
      {module.variants.length > 0 && (
        <details className="mp-setup__variants">
          <summary>{say('mplay.setup.variants')}</summary>
          {module.variants.map((v) => (
            <label key={v.id} className="mp-setup__variant">
              <span>{words.variants[v.id]?.name ?? v.id}</span>
              <select value={variants[v.id]} onChange={(e) => setVariants((all) => ({ ...all, [v.id]: e.target.value }))}>
                {v.choices.map((c) => (
                  <option key={c} value={c}>
                    {words.variants[v.id]?.choices[c] ?? c}
                  </option>
                ))}
              </select>
            </label>
          ))}
        </details>
      )}
      <label className="mp-setup__seed">
        <span>{say('mplay.setup.seed')}</span>
        <input type="number" min={0} max={2147483647} step={1} value={seed} onChange={(e) => setSeed(Math.max(0, Math.floor(Number(e.target.value) || 0)))} data-seed />
      </label>
      {problem && (
        <p className="mp-refusal" role="alert">
          {say('mplay.setup.refused', { why: problem })}
        </p>
      )}
      <p className="mp-setup__actions">
        <button type="submit" className="button" data-start>
          {say('mplay.setup.start')}
        </button>
        {resume && (
          <button type="button" className="button button--ghost" onClick={resume}>
            {say('mplay.setup.resume')}
          </button>
        )}
      </p>
    </form>
  );
}

/** A setup's refusals in the page's words. */
export const setupRefusal = (module: AnyGameModule, refusals: readonly Parameters<typeof refusalWords>[1][], lang: Language): string => refusals.map((r) => refusalWords(module, r, lang)).join(' ');
