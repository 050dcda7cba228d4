import { useEffect, useRef } from "react";
import { useBlocker } from "react-router-dom";
import { adminFormsMessages as m } from "../../messages/admin-forms.js";

// A warning before leaving a form with unsaved changes: inside the panel (React Router's
// blocker, answered in a dialog of our own) and when the tab is closed or reloaded (the
// browser's own beforeunload question). Mounted only while the form has changes, so a saved
// or untouched form never asks, and only one blocker exists at a time.

export function LeaveGuard({ when }: { when: boolean }) {
  return when ? <ActiveLeaveGuard /> : null;
}

function ActiveLeaveGuard() {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname);
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the question only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, []);

  const blocked = blocker.state === "blocked";
  useEffect(() => {
    const box = dialog.current;
    if (!box) return;
    if (blocked && !box.open) box.showModal();
    if (!blocked && box.open) box.close();
  }, [blocked]);

  return (
    <dialog
      ref={dialog}
      className="admin-leave-dialog"
      aria-labelledby="leave-dialog-heading"
      aria-describedby="leave-dialog-text"
      onCancel={(event) => {
        // Escape means "stay".
        event.preventDefault();
        if (blocker.state === "blocked") blocker.reset();
      }}
    >
      <h2 id="leave-dialog-heading">{m.leave.heading}</h2>
      <p id="leave-dialog-text">{m.leave.text}</p>
      <div className="admin-leave-buttons">
        {/* biome-ignore lint/a11y/noAutofocus: the dialog opens on the safe choice (WAI-ARIA dialog pattern) */}
        <button type="button" autoFocus onClick={() => blocker.state === "blocked" && blocker.reset()}>
          {m.leave.stay}
        </button>
        <button type="button" className="danger" onClick={() => blocker.state === "blocked" && blocker.proceed()}>
          {m.leave.leave}
        </button>
      </div>
    </dialog>
  );
}
