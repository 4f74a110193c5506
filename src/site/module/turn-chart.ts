import type { MachineGraph } from '../../../machines/export';
import { flowCharts } from '../../../machines/flow-chart';
import type { AnyGameModule, Language } from '../../games';
import { t } from '../../i18n';

/**
 * A game's charts in the site's words (the turn, and the rondel for a game that has one):
 * the chart page draws them, and the pages that light the turn beside a board hand the
 * turn's to their island, whose actor runs it (`flowMachine`).
 */
export function siteFlowCharts(game: AnyGameModule, lang: Language): MachineGraph[] {
  const say = t(lang);
  const words = game.words[lang];
  const choice = game.flow.choice;
  return flowCharts(game.flow, words, {
    turnTitle: say('msite.chart.turn'),
    turnAbout: say('msite.chart.turn.about'),
    choiceTitle: say('msite.chart.choice'),
    choiceAbout: choice ? say('msite.chart.choice.about', { free: choice.free, rule: choice.beyond, title: words.rules[choice.beyond]?.title ?? choice.beyond }) : '',
    clockwise: say('msite.chart.clockwise'),
    unknownOrder: say('msite.chart.unknown'),
    turnOver: say('msite.chart.turnOver'),
    passes: say('msite.chart.passes'),
    when: (condition) => say('msite.chart.if', { condition }),
    otherwise: say('charts.otherwise'),
  });
}

/** The turn chart of a game whose core says where play stands (`flow.at`): the one a page can light live. */
export const liveTurnChart = (game: AnyGameModule, lang: Language): MachineGraph | null => (game.flow.at ? siteFlowCharts(game, lang)[0] : null);
