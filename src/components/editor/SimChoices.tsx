import { PLAYER_COUNTS, type Variants } from '../../engine';
import { BOT_CHOICES, VARIANT_LABELS, VARIANT_NAMES, variantOptions, type BotMode, type SimSettings } from '../../editor/sim-view';
import type { BotName } from '../../sim/bots';

/** The Simulate panel's choices: how many players, which bots, which rule variants. */
export default function SimChoices({ ids, settings, set, disabled }: { ids: string; settings: SimSettings; set(patch: Partial<SimSettings>): void; disabled: boolean }) {
  return (
    <>
      <fieldset className="ed-seg" disabled={disabled}>
        <legend>Players</legend>
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
        <legend>Bots</legend>
        <div className="ed-seg__options">
          {[...BOT_CHOICES.map((b) => ({ id: b.id as BotMode, label: b.label, hint: b.hint })), { id: 'per-seat' as BotMode, label: 'Per seat', hint: 'Choose a bot for each seat.' }].map((b) => (
            <label key={b.id} className="ed-seg__option" title={b.hint}>
              <input type="radio" name={`${ids}-bots`} value={b.id} checked={settings.bots === b.id} onChange={() => set({ bots: b.id })} data-testid={`sim-bots-${b.id}`} />
              <span>{b.label}</span>
            </label>
          ))}
        </div>
        {settings.bots === 'per-seat' ? (
          <div className="ed-sim__seats">
            {Array.from({ length: settings.players }, (_, seat) => (
              <label key={seat} className="ed-sim__seatbot">
                <span>Seat {seat + 1}</span>
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
                    <option key={b.id} value={b.id}>
                      {b.label}
                    </option>
                  ))}
                </select>
              </label>
            ))}
          </div>
        ) : (
          <p className="ed-field__hint">{BOT_CHOICES.find((b) => b.id === settings.bots)?.hint} Every seat plays the same bot.</p>
        )}
      </fieldset>

      <fieldset className="ed-seg" disabled={disabled}>
        <legend>Rule variants</legend>
        <div className="ed-sim__variants">
          {VARIANT_NAMES.map((key) => (
            <div key={key} className="ed-field" title={VARIANT_LABELS[key].hint}>
              <label htmlFor={`${ids}-variant-${key}`}>{VARIANT_LABELS[key].label}</label>
              <select
                id={`${ids}-variant-${key}`}
                value={settings.variants[key]}
                onChange={(e) => set({ variants: { ...settings.variants, [key]: e.target.value as Variants[typeof key] } })}
                data-testid={`sim-variant-${key}`}
              >
                {variantOptions(key).map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
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
