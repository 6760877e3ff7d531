/** The last share fallback: the text in a field the player copies by hand. */
import { Modal } from '../../components/Modal.tsx';
import { useMessages } from '../../i18n/messages.ts';

export default function ManualCopyModal({ text, onClose }: { text: string; onClose: () => void }) {
  const m = useMessages('windows');
  return (
    <Modal title={m.copy_title()} onClose={onClose} closeLabel={m.close()}>
      <p>{m.copy_text()}</p>
      <textarea
        aria-label={m.copy_aria()}
        readOnly
        value={text}
        rows={8}
        onFocus={(e) => e.currentTarget.select()}
        autoFocus
      />
    </Modal>
  );
}
