/** The notice line of an admin screen: the outcome of the last action, a success in the admin screens' green. */
import { Notice, type NoticeText } from '../../components/Notice.tsx';

/** The screen's current notice, or nothing. */
export function AdminNotice({ notice }: { notice: NoticeText | undefined }) {
  return (
    <Notice kind={notice?.kind} text={notice?.text} className={notice?.kind === 'ok' ? 'admin-success' : undefined} />
  );
}
