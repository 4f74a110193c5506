import { format, type AnyGameModule, type Language, type ScoreLine, type ScoreSheet } from '../../games';
import { moduleRuleHref } from '../../site/module/nav';
import type { ShellSeat } from '../../shell/session';
import type { SayFn } from './play-say';

/**
 * The game's score sheet (`score`): each seat's lines in the game's words with their rules,
 * the totals, the winner or winners, and the rule that decided.
 */
export interface FinalScoresProps {
  module: AnyGameModule;
  sheet: ScoreSheet;
  seats: readonly ShellSeat[];
  lang: Language;
  home: string;
  final: boolean;
  say: SayFn;
}

export default function FinalScores({ module, sheet, seats, lang, home, final, say }: FinalScoresProps) {
  const words = module.words[lang];
  const nameOf = (seat: number) => seats[seat]?.name ?? String(seat + 1);
  const lineWords = (l: ScoreLine): string => {
    const base = words.nouns?.[l.label]?.one ?? words.rules[l.label]?.title ?? l.label;
    const named = Object.values(l.values ?? {}).flatMap((v) => (typeof v === 'string' && words.seats[v] ? [words.seats[v].one] : []));
    const text = named.length ? `${base} · ${named.join(', ')}` : base;
    return format(text.charAt(0).toUpperCase() + text.slice(1), l.values ?? {}, words);
  };
  const rule = (id: string) => {
    const href = moduleRuleHref(module, id, home);
    return href ? <a href={href}>{say('mplay.rule', { id })}</a> : <span>{say('mplay.rule', { id })}</span>;
  };
  const winners = sheet.winners.map(nameOf).join(', ');
  return (
    <section className="mp-score" aria-labelledby="mp-score-h" data-score={final ? 'final' : 'now'}>
      <h3 id="mp-score-h">{say(final ? 'mplay.score.final' : 'mplay.score.now')}</h3>
      {final && (
        <p className="mp-score__winner" data-winners={sheet.winners.join(' ')}>
          {say(sheet.winners.length > 1 ? 'mplay.score.winners' : 'mplay.score.winner', { names: winners })}
        </p>
      )}
      <div className="table-wrap">
        <table>
          <thead>
            <tr>
              <th scope="col">{say('mplay.score.player')}</th>
              <th scope="col">{say('mplay.score.line')}</th>
              <th scope="col">{say('mplay.score.points')}</th>
            </tr>
          </thead>
          {[...sheet.seats]
            .sort((a, b) => b.total - a.total)
            .map((s) => (
              <tbody key={s.seat} data-seat-score={s.seat} className={sheet.winners.includes(s.seat) && final ? 'mp-score__won' : undefined}>
                {s.lines.map((l, i) => (
                  <tr key={i}>
                    {i === 0 && (
                      <th scope="rowgroup" rowSpan={s.lines.length + 1}>
                        {nameOf(s.seat)}
                      </th>
                    )}
                    <td>
                      {lineWords(l)}
                      {l.note && <small className="mp-score__note"> ({words.nouns?.[l.note]?.one ?? l.note})</small>}
                      {l.rule && <small> · {rule(l.rule)}</small>}
                    </td>
                    <td className="num">{l.points}</td>
                  </tr>
                ))}
                <tr className="mp-score__total">
                  {s.lines.length === 0 && <th scope="rowgroup">{nameOf(s.seat)}</th>}
                  <td>{say('mplay.score.total')}</td>
                  <td className="num" data-total={s.total}>
                    {s.total}
                  </td>
                </tr>
              </tbody>
            ))}
        </table>
      </div>
      {final && sheet.decidedBy && (
        <p className="muted">
          {say('mplay.score.decided')} {words.rules[sheet.decidedBy]?.title ?? sheet.decidedBy} ({rule(sheet.decidedBy)})
        </p>
      )}
    </section>
  );
}
