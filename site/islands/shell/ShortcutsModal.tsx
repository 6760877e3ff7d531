/** The Ctrl+Shift+K list of keyboard shortcuts (loaded only when asked for). */
import { Modal } from '../../components/Modal.tsx';
import { SHORTCUT_LIST } from '../../lib/shortcut-list.ts';
import { useMessages } from '../../i18n/messages.ts';

export default function ShortcutsModal({ onClose }: { onClose: () => void }) {
  const m = useMessages('windows');
  return (
    <Modal title={m.shortcuts_title()} onClose={onClose} closeLabel={m.close()}>
      <p className="muted">{m.shortcuts_note()}</p>
      <dl className="shortcut-list">
        {SHORTCUT_LIST.map((s) => (
          <div key={s.keys}>
            <dt>
              <kbd>{s.keys === 'Space or Enter' ? m.key_space_or_enter() : s.keys}</kbd>
            </dt>
            <dd>{m[s.message]()}</dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
}
