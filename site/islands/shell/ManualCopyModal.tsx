/** The last share fallback: the text in a field the player copies by hand. */
import { Modal } from '../../components/Modal.tsx';

export default function ManualCopyModal({ text, onClose }: { text: string; onClose: () => void }) {
  return (
    <Modal title="Copy your results" onClose={onClose}>
      <p>Your browser did not let us copy automatically. Select the text below and copy it.</p>
      <textarea
        aria-label="Results to copy"
        readOnly
        value={text}
        rows={8}
        onFocus={(e) => e.currentTarget.select()}
        autoFocus
      />
    </Modal>
  );
}
