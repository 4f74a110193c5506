import { PLAYER_COUNTS, type Variants } from '../../engine';
import { BOT_CHOICES, VARIANT_NAMES, variantOptions, type BotMode, type SimSettings } from '../../editor/sim-view';
import type { BotName } from '../../sim/bots';
import { useEditorWords } from './words';

/** The Simulate panel's choices: how many players, which bots, which rule variants. */
export default function SimChoices({ ids, settings, set, disabled }: { ids: string; settings: SimSettings; set(patch: Partial<SimSettings>): void; disabled: boolean }) {
  const { say } = useEditorWords();
  const modes: readonly BotMode[] = [...BOT_CHOICES, 'per-seat'];
  return (
    <>
      <fieldset className="ed-seg" disabled={disabled}>
        <legend>{say('editor.sim.players')}</legend>
        <div className="ed-seg__options">
          {PLAYER_COUNTS.map((n) => (
            <label key={n} className="ed-seg__option">
              <input type="radio" name={`${ids}-players`} value={n} checked={settings.players === n} onChange={() => set({ players: n })} data-testid={`sim-players-${n}`} />
              <span>{n}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className="ed-seg" disabled={disabled}>
        <legend>{say('editor.sim.bots')}</legend>
        <div className="ed-seg__options">
          {modes.map((b) => (
            <label key={b} className="ed-seg__option" title={say(`editor.sim.bot.${b}.hint`)}>
              <input type="radio" name={`${ids}-bots`} value={b} checked={settings.bots === b} onChange={() => set({ bots: b })} data-testid={`sim-bots-${b}`} />
              <span>{b === 'per-seat' ? say('editor.sim.bot.per-seat') : say(`bot.${b}`)}</span>
            </label>
          ))}
        </div>
        {settings.bots === 'per-seat' ? (
          <div className="ed-sim__seats">
            {Array.from({ length: settings.players }, (_, seat) => (
              <label key={seat} className="ed-sim__seatbot">
                <span>{say('editor.sim.seat', { n: seat + 1 })}</span>
                <select
                  value={settings.seatBots[seat]}
                  onChange={(e) => {
                    const seatBots = settings.seatBots.slice();
                    seatBots[seat] = e.target.value as BotName;
                    set({ seatBots });
                  }}
                  data-testid={`sim-seat-bot-${seat}`}
                >
                  {BOT_CHOICES.map((b) => (
                    <option key={b} value={b}>
                      {say(`bot.${b}`)}
                    </option>
                  ))}
                </select>
              </label>
            ))}
          </div>
        ) : (
          <p className="ed-field__hint">
            {say(`editor.sim.bot.${settings.bots}.hint`)} {say('editor.sim.sameBot')}
          </p>
        )}
      </fieldset>

      <fieldset className="ed-seg" disabled={disabled}>
        <legend>{say('editor.sim.variants')}</legend>
        <div className="ed-sim__variants">
          {VARIANT_NAMES.map((key) => (
            <div key={key} className="ed-field" title={say(`variant.${key}.hint`)}>
              <label htmlFor={`${ids}-variant-${key}`}>{say(`variant.${key}`)}</label>
              <select
                id={`${ids}-variant-${key}`}
                value={settings.variants[key]}
                onChange={(e) => set({ variants: { ...settings.variants, [key]: e.target.value as Variants[typeof key] } })}
                data-testid={`sim-variant-${key}`}
              >
                {variantOptions(key).map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.isDefault ? say('editor.sim.default', { choice: say(`variant.choice.${o.value}`) }) : say(`variant.choice.${o.value}`)}
                  </option>
                ))}
              </select>
            </div>
          ))}
        </div>
      </fieldset>
    </>
  );
}
