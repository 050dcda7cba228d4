import { useState, type KeyboardEvent } from "react";
import { lightboxMessages as m } from "../messages/lightbox.js";
import { Dialog } from "./dialog.js";
import { Picture, type ShownPicture } from "./picture.js";

interface LightboxProps {
  images: ShownPicture[];
  /** The picture shown; the owner keeps it (and renders the Lightbox only while it is open). */
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

const ZOOMS = [1, 1.5, 2, 3];

// A full-screen picture viewer on ui/dialog.tsx (modal, focus kept inside, Escape closes, focus
// returns to what opened it): previous / next wrap around, zoom in steps, rotate by 90 degrees,
// download the original. Enter also closes it (spec), except on a button or link, where Enter
// presses it. Arrow keys go to the previous and next picture.
export function Lightbox({ images, index, onIndexChange, onClose }: LightboxProps) {
  const [zoom, setZoom] = useState(0);
  const [turns, setTurns] = useState(0);
  const count = images.length;
  const current = count > 0 ? ((index % count) + count) % count : 0;
  const image = images[current];
  const position = m.position(current + 1, count);

  // Each picture starts at its normal size and upright.
  function go(to: number) {
    setZoom(0);
    setTurns(0);
    onIndexChange(((to % count) + count) % count);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const onControl = event.target instanceof HTMLElement && event.target.closest("button, a") !== null;
    if (event.key === "Enter" && !onControl) {
      event.preventDefault();
      onClose();
    } else if (event.key === "ArrowRight" && count > 1) {
      event.preventDefault();
      go(current + 1);
    } else if (event.key === "ArrowLeft" && count > 1) {
      event.preventDefault();
      go(current - 1);
    }
  }

  return (
    <Dialog open={image !== undefined} onClose={onClose} label={m.label} className="lightbox">
      {image && (
        // biome-ignore lint/a11y/noStaticElementInteractions: the arrow keys pressed on any of the viewer's controls reach this handler
        <div className="lightbox-body" onKeyDown={onKeyDown}>
          {/* First in the dialog, so it has the focus when the viewer opens (Enter on it closes
              the viewer). It scrolls when the picture is zoomed in. */}
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the stage scrolls a zoomed picture, so the keyboard must reach it */}
          <div className="lightbox-stage" tabIndex={0} role="group" aria-label={`${position}: ${image.alt}`}>
            <div className="lightbox-frame" style={{ transform: `scale(${ZOOMS[zoom]}) rotate(${turns * 90}deg)` }}>
              <Picture key={image.src} src={image.src} info={image.info} alt={image.alt} lang={image.lang} sizes="100vw" eager className="lightbox-picture" />
            </div>
          </div>
          <div className="lightbox-toolbar">
            <p className="lightbox-position" aria-live="polite">
              {position}
            </p>
            {count > 1 && (
              <>
                <button type="button" className="lightbox-button" onClick={() => go(current - 1)}>
                  <span aria-hidden="true">‹ </span>
                  {m.previous}
                </button>
                <button type="button" className="lightbox-button" onClick={() => go(current + 1)}>
                  {m.next}
                  <span aria-hidden="true"> ›</span>
                </button>
              </>
            )}
            <button type="button" className="lightbox-button" onClick={() => setZoom((z) => Math.max(0, z - 1))} disabled={zoom === 0}>
              {m.zoomOut}
            </button>
            <button type="button" className="lightbox-button" onClick={() => setZoom((z) => Math.min(ZOOMS.length - 1, z + 1))} disabled={zoom === ZOOMS.length - 1}>
              {m.zoomIn}
            </button>
            <button type="button" className="lightbox-button" onClick={() => setTurns((t) => (t + 1) % 4)}>
              {m.rotate}
            </button>
            <a className="lightbox-button" href={image.src} download={image.src.split("/").pop() || "picture"}>
              {m.download}
            </a>
            <button type="button" className="lightbox-button lightbox-close" onClick={onClose}>
              {m.close}
            </button>
          </div>
          <p className="lightbox-keys">{m.keys}</p>
        </div>
      )}
    </Dialog>
  );
}
