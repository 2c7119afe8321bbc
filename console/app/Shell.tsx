import { useState } from 'react';
import { useLocation } from 'wouter';
import { CommandHotkeys } from '../commands/CommandHotkeys.tsx';
import { LazyPalette } from '../commands/LazyPalette.tsx';
import { LeftColumn } from '../left-column/LeftColumn.tsx';
import { useCommand } from '../commands/useCommand.ts';
import { JobProgressDock } from '../realtime/JobProgressDock.tsx';
import { CallPopups } from '../realtime/CallPopups.tsx';
import { focusNotices } from '../realtime/focus-notices.ts';
import { useRealtime } from '../realtime/useRealtime.ts';
import { CheatSheet } from '../screens/CheatSheet.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { newRecordPath } from './new-record-path.ts';
import { resourcePath } from './route-table.ts';
import { Routes } from './Routes.tsx';
import { SideNav } from './SideNav.tsx';
import { UserMenu } from './UserMenu.tsx';
import { useGoCommands } from './useGoCommands.ts';
import { usePageOpenReport } from './usePageOpenReport.ts';

/** The signed-in frame: navigation, top bar, the screen, the palette and the hotkeys. */
export function Shell() {
  const [help, setHelp] = useState(false);
  const [path, navigate] = useLocation();
  useGoCommands();
  useRealtime();
  useCommand('help.cheatsheet', () => setHelp((h) => !h));
  // From anywhere: the orders list with a new order card open (issue 10 item 8); on that list
  // already, over the list as it is (issue 22 item 10: Alt+N dropped the manager's filter).
  useCommand('order.new', () => navigate(newRecordPath(resourcePath('orders'))));
  useCommand('task.new', () => navigate(newRecordPath(resourcePath('tasks'))));
  useCommand('notices.focus', focusNotices);
  usePageOpenReport(path);
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        К содержимому
      </a>
      <aside className="sidebar">
        <div className="brand">CRM</div>
        <LeftColumn />
        <SideNav />
      </aside>
      <div className="main-column">
        <UserMenu />
        <main id="main" className="content">
          <ErrorBoundary resetKey={path}>
            <Routes />
          </ErrorBoundary>
        </main>
      </div>
      <LazyPalette />
      <CommandHotkeys />
      <JobProgressDock />
      <CallPopups />
      {help && <CheatSheet onClose={() => setHelp(false)} />}
    </div>
  );
}
