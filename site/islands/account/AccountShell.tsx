/**
 * The account code the shell loads on demand (site/islands/Shell.tsx): only when a
 * session token is stored, when the player opens Login, or when Debug Requests is on. A
 * signed-out first visit downloads none of this module's graph (the session checks, the
 * request logger, the admin links, react-dom's portal), which keeps the first load of /
 * within its JavaScript budget.
 */
import { createPortal } from 'react-dom';
import AdminLinks from '../admin/AdminLinks.tsx';
import AccountBar from './AccountBar.tsx';

export { default as AccountMenuItems } from './AccountMenuItems.tsx';

interface Props {
  /** The id of the top bar's empty element the admin links render into. */
  adminLinksSlot: string;
}

/**
 * The account's part of the top bar: 'Logged in as' and the account modals beside the
 * shell's tools, and the admin links in the nav after Archive (another part of the page,
 * hence the portal).
 */
export function AccountTopBar({ adminLinksSlot }: Props) {
  const slot = document.getElementById(adminLinksSlot);
  return (
    <>
      <AccountBar />
      {slot ? createPortal(<AdminLinks />, slot) : null}
    </>
  );
}
