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

const SPEED_LABELS: Record<AnimationSpeed, string> = {
  fast: 'Fast',
  normal: 'Normal',
  slow: 'Slow',
  disabled: 'Disabled',
};

function isDark(darkMode: boolean | undefined): boolean {
  return typeof darkMode === 'boolean' ? darkMode : document.documentElement.getAttribute('data-theme') === 'dark';
}

export default function OptionsModal({ onClose }: { onClose: () => void }) {
  const prefs = usePreferences();
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
      setImportMessage({ ok: true, text: `Imported ${count} ${count === 1 ? 'record' : 'records'}. Reloading…` });
      setTimeout(() => window.location.reload(), 800);
    } catch (e) {
      setImportMessage({ ok: false, text: (e as Error).message });
    } finally {
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  return (
    <Modal title="Options" onClose={onClose}>
      <div className="options">
        <section aria-labelledby="opt-look">
          <h3 id="opt-look">Look</h3>
          <label className="check switch">
            <input
              type="checkbox"
              role="switch"
              aria-checked={dark}
              checked={dark}
              onChange={(e) => setPreferences({ darkMode: e.target.checked })}
            />
            Dark mode
          </label>
          <fieldset className="swatches" disabled={dark}>
            <legend>Background colour{dark ? ' (light mode only)' : ''}</legend>
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
                <span>{b.name}</span>
              </label>
            ))}
          </fieldset>
          <label className="check">
            <input
              type="checkbox"
              checked={prefs.palette === 'colorblind'}
              onChange={(e) => setPreferences({ palette: e.target.checked ? 'colorblind' : 'standard' })}
            />
            Colour-blind palette (orange and blue, also in shared results)
          </label>
        </section>

        <section aria-labelledby="opt-board">
          <h3 id="opt-board">Board</h3>
          <label className="check">
            <input
              type="checkbox"
              checked={prefs.showDetailedMatches}
              onChange={(e) => setPreferences({ showDetailedMatches: e.target.checked })}
            />
            Detailed matches (underline close words, bold exact ones)
          </label>
          <label className="check">
            <input
              type="checkbox"
              checked={prefs.showStillFit}
              onChange={(e) => setPreferences({ showStillFit: e.target.checked })}
            />
            Count the dishes that still fit after each guess (your shared result will say so)
          </label>
          <label className="check">
            <input
              type="checkbox"
              checked={prefs.animationsEnabled}
              onChange={(e) => setPreferences({ animationsEnabled: e.target.checked })}
            />
            Animations
          </label>
          <div className="field">
            <label htmlFor="opt-speed">Animation speed</label>
            <select
              id="opt-speed"
              value={prefs.animationSpeed}
              disabled={!prefs.animationsEnabled}
              onChange={(e) => setPreferences({ animationSpeed: e.target.value as AnimationSpeed })}
            >
              {(Object.keys(ANIMATION_SPEEDS) as AnimationSpeed[]).map((s) => (
                <option key={s} value={s}>
                  {SPEED_LABELS[s]}
                </option>
              ))}
            </select>
          </div>
        </section>

        <section aria-labelledby="opt-data">
          <h3 id="opt-data">Your data</h3>
          <p className="muted">
            Your progress lives in this browser. Export it to a file to keep it or move it to another device.
          </p>
          <div className="button-row">
            <button type="button" className="btn btn-secondary btn-small" onClick={() => void download()}>
              Export data
            </button>
            <label className="btn btn-secondary btn-small file-button">
              Import data
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
