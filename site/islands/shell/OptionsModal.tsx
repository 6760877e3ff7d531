/**
 * The Options modal: dark mode, the seven backgrounds, detailed matches, animations and
 * their speed, the colour-blind palette, and moving progress to another browser
 * (export / import). Every change is saved at once.
 */
import { useRef, useState } from 'react';
import { Modal } from '../../components/Modal.tsx';
import { ANIMATION_SPEEDS, BACKGROUNDS, type AnimationSpeed } from '../../lib/preferences.ts';
import { exportDataWithAccount, importData, readImportFile } from '../../lib/storage-transfer.ts';
import { setPreferences } from '../../lib/storage.ts';
import { usePreferences } from '../../lib/use-preferences.ts';
import { useMessages } from '../../i18n/messages.ts';
import { useErrorText } from '../../i18n/use-error-text.ts';

function isDark(darkMode: boolean | undefined): boolean {
  return typeof darkMode === 'boolean' ? darkMode : document.documentElement.getAttribute('data-theme') === 'dark';
}

export default function OptionsModal({ onClose }: { onClose: () => void }) {
  const prefs = usePreferences();
  const m = useMessages('windows');
  const errorText = useErrorText();
  const [importMessage, setImportMessage] = useState<{ ok: boolean; text: string } | undefined>(undefined);
  const fileInput = useRef<HTMLInputElement>(null);
  const dark = isDark(prefs.darkMode);

  const download = async () => {
    const blob = new Blob([JSON.stringify(await exportDataWithAccount(), null, 2)], { type: 'application/json' });
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = `platter-data-${new Date().toISOString().slice(0, 10)}.json`;
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  const upload = async (file: File | undefined) => {
    if (!file) return;
    try {
      const count = importData(await readImportFile(file));
      setImportMessage({ ok: true, text: m.options_imported({ count }) });
      setTimeout(() => window.location.reload(), 800);
    } catch (e) {
      setImportMessage({ ok: false, text: errorText((e as Error).message) });
    } finally {
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  return (
    <Modal title={m.options_title()} onClose={onClose} closeLabel={m.close()}>
      <div className="options">
        <section aria-labelledby="opt-look">
          <h3 id="opt-look">{m.options_look()}</h3>
          <label className="check switch">
            <input
              type="checkbox"
              role="switch"
              aria-checked={dark}
              checked={dark}
              onChange={(e) => setPreferences({ darkMode: e.target.checked })}
            />
            {m.options_dark_mode()}
          </label>
          <fieldset className="swatches" disabled={dark}>
            <legend>
              {m.options_background()}
              {dark ? m.options_light_only() : ''}
            </legend>
            {BACKGROUNDS.map((b) => (
              <label key={b.id} className="swatch" data-swatch={b.id}>
                <input
                  type="radio"
                  name="background"
                  value={b.id}
                  checked={prefs.backgroundColor === b.id}
                  onChange={() => setPreferences({ backgroundColor: b.id })}
                />
                <span className="swatch-chip" aria-hidden="true" />
                <span>{m[`bg_${b.id}`]()}</span>
              </label>
            ))}
          </fieldset>
          <label className="check">
            <input
              type="checkbox"
              checked={prefs.palette === 'colorblind'}
              onChange={(e) => setPreferences({ palette: e.target.checked ? 'colorblind' : 'standard' })}
            />
            {m.options_palette()}
          </label>
        </section>

        <section aria-labelledby="opt-board">
          <h3 id="opt-board">{m.options_board()}</h3>
          <label className="check">
            <input
              type="checkbox"
              checked={prefs.showDetailedMatches}
              onChange={(e) => setPreferences({ showDetailedMatches: e.target.checked })}
            />
            {m.options_detailed()}
          </label>
          <label className="check">
            <input
              type="checkbox"
              checked={prefs.showStillFit}
              onChange={(e) => setPreferences({ showStillFit: e.target.checked })}
            />
            {m.options_still_fit()}
          </label>
          <label className="check">
            <input
              type="checkbox"
              checked={prefs.animationsEnabled}
              onChange={(e) => setPreferences({ animationsEnabled: e.target.checked })}
            />
            {m.options_animations()}
          </label>
          <div className="field">
            <label htmlFor="opt-speed">{m.options_speed()}</label>
            <select
              id="opt-speed"
              value={prefs.animationSpeed}
              disabled={!prefs.animationsEnabled}
              onChange={(e) => setPreferences({ animationSpeed: e.target.value as AnimationSpeed })}
            >
              {(Object.keys(ANIMATION_SPEEDS) as AnimationSpeed[]).map((s) => (
                <option key={s} value={s}>
                  {m[`speed_${s}`]()}
                </option>
              ))}
            </select>
          </div>
        </section>

        <section aria-labelledby="opt-data">
          <h3 id="opt-data">{m.options_data()}</h3>
          <p className="muted">{m.options_data_text()}</p>
          <div className="button-row">
            <button type="button" className="btn btn-secondary btn-small" onClick={() => void download()}>
              {m.options_export()}
            </button>
            <label className="btn btn-secondary btn-small file-button">
              {m.options_import()}
              <input
                ref={fileInput}
                type="file"
                accept="application/json,.json"
                className="visually-hidden"
                onChange={(e) => void upload(e.target.files?.[0])}
              />
            </label>
          </div>
          {importMessage ? (
            <p role="status" className={importMessage.ok ? 'ok-text' : 'error-text'}>
              {importMessage.text}
            </p>
          ) : null}
        </section>
      </div>
    </Modal>
  );
}
