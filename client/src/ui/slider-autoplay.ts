// A slider's autoplay before React is loaded. Hydrating a slider only to move it would load React
// (about 60 KB of compressed JavaScript and the main thread's longest tasks on a phone) on every
// page with a slider, for a visitor who may never touch it. So the server-drawn slider is moved
// here, by setting on its elements exactly what ui/slider.tsx renders for the slide shown (keep
// the two in step); the island hydrates only when a visitor reaches for it (islands/island-wake.ts),
// and React takes over from the slide shown then. No React here.

/** How long before the first step the other slides are shown to the browser, so their pictures load in time. */
const REVEAL_LEAD_MS = 1000;

/** What the slider's component needs to go on from where the autoplay left it: the slide shown, once it is live (ui/slider.tsx). */
export interface SliderTakeover {
  startAt?: number;
}

/**
 * Starts the autoplay of the server-drawn slider inside `island`: the first step `intervalMs` after
 * the page's start, as the component would, then every `intervalMs`. Returns the stop, which tells
 * the component where to start once the slider is live; before that, nothing (the server's slider).
 */
export function autoplayBeforeHydration(island: HTMLElement, intervalMs: number): () => SliderTakeover {
  const slider = island.querySelector<HTMLElement>(".slider");
  const slides = slider ? [...slider.querySelectorAll<HTMLElement>(".slider-slide")] : [];
  if (!slider || slides.length < 2 || !(intervalMs > 0)) return () => ({});
  const bullets = [...slider.querySelectorAll<HTMLElement>(".slider-bullet")];
  const track = slider.querySelector<HTMLElement>(".slider-track");
  let current = 0;

  const show = (index: number) => {
    current = index;
    slides.forEach((slide, i) => {
      slide.classList.toggle("is-current", i === index);
      if (i === index) slide.removeAttribute("aria-hidden");
      else slide.setAttribute("aria-hidden", "true");
      slide.toggleAttribute("inert", i !== index);
    });
    bullets.forEach((bullet, i) => {
      if (i === index) bullet.setAttribute("aria-current", "true");
      else bullet.removeAttribute("aria-current");
    });
    if (track && slider.classList.contains("slider-effect-slide")) track.style.transform = `translateX(-${index * 100}%)`;
  };

  const untilFirstStep = Math.max(0, intervalMs - performance.now());
  // Live: the controls and the other slides are drawn (they are hidden until then, slider.css).
  const reveal = window.setTimeout(() => slider.classList.add("is-live"), Math.max(0, untilFirstStep - REVEAL_LEAD_MS));
  let every = 0;
  const first = window.setTimeout(() => {
    show(1);
    every = window.setInterval(() => show((current + 1) % slides.length), intervalMs);
  }, untilFirstStep);

  return () => {
    window.clearTimeout(reveal);
    window.clearTimeout(first);
    window.clearInterval(every);
    return slider.classList.contains("is-live") ? { startAt: current } : {};
  };
}
