import { useEffect, useRef, useState } from "react";
import { common } from "../messages/common.js";
import { Picture, type CaptionedPicture } from "./picture.js";

export interface Slide extends CaptionedPicture {
  key: string;
  alt: string;
}

interface SliderProps {
  slides: Slide[];
  intervalMs: number;
  /** The carousel's accessible name ("Campus highlights"). */
  label: string;
  effect?: "fade" | "slide";
  /** How wide the pictures are shown (the <img> sizes attribute). */
  sizes?: string;
  /** In the browser only: the slide shown when the autoplay before hydration handed over (ui/slider-autoplay.ts). */
  startAt?: number;
}

// An image carousel (WAI-ARIA carousel pattern): previous / next buttons, one bullet per
// slide, wrapping at both ends, autoplay that a pause button stops and that waits while the
// pointer or keyboard focus is on it, and no autoplay at all when the visitor asks for reduced
// motion. The server's HTML shows the first slide; the controls appear once the script runs.
// The first step comes `intervalMs` after the page started loading; until a visitor reaches for
// the slider, ui/slider-autoplay.ts moves it without React (keep the two in step), and this
// component goes on from the slide shown then (`startAt`), a full interval later.
export function Slider({ slides, intervalMs, label, effect = "fade", sizes, startAt }: SliderProps) {
  const [index, setIndex] = useState(startAt ?? 0);
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);
  const [live, setLive] = useState(startAt !== undefined);
  const firstRun = useRef(startAt === undefined);
  const count = slides.length;

  useEffect(() => {
    setLive(true);
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) setPaused(true);
  }, []);

  useEffect(() => {
    if (!live || paused || held || count < 2) return;
    const step = () => setIndex((i) => (i + 1) % count);
    const firstIn = firstRun.current ? Math.max(0, intervalMs - performance.now()) : intervalMs;
    firstRun.current = false;
    let every = 0;
    const first = window.setTimeout(() => {
      step();
      every = window.setInterval(step, intervalMs);
    }, firstIn);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(every);
    };
  }, [live, paused, held, count, intervalMs]);

  if (count === 0) return null;
  const current = index % count;
  const go = (to: number) => setIndex(((to % count) + count) % count);

  return (
    <section
      className={`slider slider-effect-${effect}${live ? " is-live" : ""}`}
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
      }}
    >
      <div className="slider-viewport" aria-live={paused ? "polite" : "off"}>
        <div className="slider-track" style={effect === "slide" ? { transform: `translateX(-${current * 100}%)` } : undefined}>
          {slides.map((slide, i) => (
            // The slide's group wraps its figure: HTML forbids a role on a figure with a caption.
            <div
              key={slide.key}
              className={`slider-slide${i === current ? " is-current" : ""}`}
              role="group"
              aria-roledescription="slide"
              aria-label={common.slideOf(i + 1, count)}
              aria-hidden={i === current ? undefined : true}
              inert={i === current ? undefined : true}
            >
              <figure className="slider-figure">
                <Picture src={slide.image} info={slide.imageInfo} alt={slide.alt} lang={slide.altLang} sizes={sizes} eager={i === 0} />
                {slide.caption && <figcaption lang={slide.captionLang}>{slide.caption}</figcaption>}
              </figure>
            </div>
          ))}
        </div>
      </div>
      {count > 1 && (
        <div className="slider-controls">
          <button type="button" className="slider-arrow" onClick={() => go(current - 1)} aria-label={common.previous}>
            <span aria-hidden="true">‹</span>
          </button>
          <div className="slider-bullets">
            {slides.map((slide, i) => (
              <button
                key={slide.key}
                type="button"
                className="slider-bullet"
                aria-label={common.goToSlide(i + 1)}
                aria-current={i === current ? "true" : undefined}
                onClick={() => go(i)}
              />
            ))}
          </div>
          <button type="button" className="slider-arrow" onClick={() => go(current + 1)} aria-label={common.next}>
            <span aria-hidden="true">›</span>
          </button>
          <button type="button" className="slider-pause" onClick={() => setPaused((p) => !p)}>
            {paused ? common.play : common.pause}
          </button>
        </div>
      )}
    </section>
  );
}
