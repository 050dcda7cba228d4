import { shell } from "../../messages/shell.js";
import { LoadingMessage } from "../../ui/query-state.js";

/** The 4 px bar at the top of the window while the next page's code is on its way. */
export function NavigationProgress() {
  return <div className="navigation-progress" role="progressbar" aria-label={shell.loadingPage} />;
}

/** What the page area shows while a page's code loads: the bar, and a message for screen readers and slow networks. */
export function PageLoading() {
  return (
    <>
      <NavigationProgress />
      <LoadingMessage text={`${shell.loadingPage}…`} />
    </>
  );
}
