import { common } from "../../../messages/common.js";
import { departmentMessages as m } from "../../../messages/department.js";
import { Dialog } from "../../../ui/dialog.js";
import { Picture, type ShownPicture } from "../../../ui/picture.js";

/** An event's picture full screen; a click anywhere, the × button or Escape closes it. */
export function EventImageOverlay({ shown, onClose }: { shown: { event: string; image: ShownPicture } | null; onClose: () => void }) {
  return (
    <Dialog open={shown !== null} onClose={onClose} label={shown ? m.events.overlayLabel(shown.event) : common.close} className="event-overlay">
      {shown && (
        // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: a click beside the picture closes it; keyboards have Escape and the × button
        <div className="event-overlay-body" onClick={onClose}>
          <button type="button" className="event-overlay-close" onClick={onClose} aria-label={common.close}>
            <span aria-hidden="true">×</span>
          </button>
          <Picture src={shown.image.src} info={shown.image.info} alt={shown.image.alt} lang={shown.image.lang} sizes="100vw" eager />
          <p className="visually-hidden">{m.events.closeHint}</p>
        </div>
      )}
    </Dialog>
  );
}
