/** The Ctrl+Shift+K list of keyboard shortcuts (loaded only when asked for). */
import { Modal } from '../../components/Modal.tsx';
import { SHORTCUT_LIST } from '../../lib/shortcut-list.ts';

export default function ShortcutsModal({ onClose }: { onClose: () => void }) {
  return (
    <Modal title="Keyboard shortcuts" onClose={onClose}>
      <p className="muted">Shortcuts work when you are not typing in a field.</p>
      <dl className="shortcut-list">
        {SHORTCUT_LIST.map((s) => (
          <div key={s.keys}>
            <dt>
              <kbd>{s.keys}</kbd>
            </dt>
            <dd>{s.label}</dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
}
