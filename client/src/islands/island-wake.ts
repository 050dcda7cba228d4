// When each island of a page hydrates. Hydrating needs React (about 60 KB of compressed
// JavaScript, most of a phone's main-thread time at load), and most islands wait for a visitor
// who never comes: a gallery nobody clicks, a form nobody fills in. So an
// island hydrates when it is needed: the islands that look different once hydrated as they come
// into view; every other one, the forms and sliders included, at the first sign of a visitor
// reaching for it (pointer over it, a touch, keyboard focus). A slider moves before that without
// React (ui/slider-autoplay.ts), and hands the slide it shows to the component. A click or key
// press that arrives before its island has hydrated is held and replayed once it has, so nothing
// the visitor does is lost. What must act at once is let through (ui/text-fields.ts): keys typed
// into a form's text field go in, and a list opens its own picker; the values typed, chosen or
// ticked before hydration are taken up by the form when it hydrates. This module imports no
// React: the browser loads React only with the first island that wakes.

import { readJsonBlock } from "../ssr/page-data.js";
import { displayChoiceWasMade } from "../site/layout/text-size-storage.js";
import { showsPdfInline } from "../ui/shows-pdf-inline.js";
import { autoplayBeforeHydration } from "../ui/slider-autoplay.js";
import { actsBeforeHydration } from "../ui/text-fields.js";
import { ISLAND_PROPS_ELEMENT_ID, type IslandProps } from "./island-markup.js";

export type Wake = "load" | "visible" | "interaction";

const WAKE_BY_ISLAND: Record<string, Wake | (() => Wake)> = {
  // A text size or high contrast chosen on an earlier page is applied by the island itself.
  "font-scale": () => (displayChoiceWasMade() ? "load" : "interaction"),
  // With reduced motion it has no autoplay, and shows its controls (Play) as it comes into view;
  // otherwise it moves without React until a visitor reaches for it (BEFORE_HYDRATION).
  slider: () => (prefersReducedMotion() ? "visible" : "interaction"),
  // Where the browser shows PDFs inside the page it draws differently once hydrated ("Show
  // here" buttons appear): it changes as it comes into view, not under the visitor's finger.
  // Elsewhere (phones) hydrating changes nothing, so it waits for the visitor like the others.
  "document-accordion": () => (showsPdfInline() ? "visible" : "interaction"),
};

/** Whether the island `name` hydrates as soon as the page has loaded (its code is then worth preloading). */
export function wakesAtLoad(name: string): boolean {
  return WAKE_BY_ISLAND[name] === "load";
}

const prefersReducedMotion = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * What an island does by itself before it hydrates, started at load: it returns the stop, called
 * when the island wakes, which gives the props that carry the island's state on to its component.
 */
type BeforeHydration = (element: HTMLElement, props: IslandProps) => () => IslandProps;

const BEFORE_HYDRATION: Record<string, BeforeHydration> = {
  slider: (element, props) => (prefersReducedMotion() ? () => ({}) : autoplayBeforeHydration(element, Number(props.intervalMs))),
};

/** Signs that the visitor is about to use an island: it starts loading then. */
const INTENT_EVENTS = ["pointerover", "pointerdown", "touchstart", "focusin"] as const;
/** Events held until the island has hydrated, then replayed. */
const HELD_EVENTS = ["click", "keydown"] as const;
/** Keys whose default action must happen at once (moving focus) or that become a click, which is held. */
const PASSED_KEYS = new Set(["Tab", "Enter", " ", "Shift", "Control", "Alt", "Meta"]);

/**
 * Hydrates the island `element`, the `index`-th of the page; `urgent`: a held event awaits it;
 * `handedOver`: props that add to the page's for it, the state it reached before (BEFORE_HYDRATION).
 */
export type HydrateIsland = (element: HTMLElement, index: number, urgent: boolean, handedOver: IslandProps) => Promise<void>;

export function wakeIslands(hydrate: HydrateIsland): void {
  const elements = [...document.querySelectorAll<HTMLElement>("[data-island]")];
  const whenVisible = new Map<Element, () => void>();
  const observer =
    typeof IntersectionObserver === "function"
      ? new IntersectionObserver(
          (entries) => {
            for (const entry of entries) if (entry.isIntersecting) whenVisible.get(entry.target)?.();
          },
          { rootMargin: "200px" },
        )
      : undefined;
  const inSight = (element: HTMLElement, wake: (urgent: boolean) => void) => {
    if (!observer) return wake(false);
    // The island's own box takes no part in the layout (display: contents), so it is never
    // seen: its children are.
    const boxes = [...element.children];
    const onVisible = () => {
      for (const box of boxes) observer.unobserve(box);
      wake(false);
    };
    for (const box of boxes) {
      whenVisible.set(box, onVisible);
      observer.observe(box);
    }
  };
  // The JSON block is read only on a page with an island that acts before it hydrates.
  let pageProps: IslandProps[] | undefined;
  const propsOf = (index: number) => {
    pageProps ??= readJsonBlock<IslandProps[]>(ISLAND_PROPS_ELEMENT_ID) ?? [];
    return pageProps[index] ?? {};
  };
  elements.forEach((element, index) => {
    const name = element.dataset.island ?? "";
    const before = BEFORE_HYDRATION[name];
    const stop = before ? before(element, propsOf(index)) : () => ({});
    const wake = wakeOnce(element, index, hydrate, stop);
    const rule = WAKE_BY_ISLAND[name] ?? "interaction";
    const when = typeof rule === "function" ? rule() : rule;
    if (when === "load") wake(false);
    else if (when === "visible") inSight(element, wake);
  });
}

/** The island's wake-up, run once whatever asks first; until it has hydrated, the visitor's clicks and keys are held. */
function wakeOnce(element: HTMLElement, index: number, hydrate: HydrateIsland, stopBefore: () => IslandProps): (urgent: boolean) => void {
  let started = false;
  let hydrated = false;
  const held: Event[] = [];
  const onIntent = () => wake(false);
  const onHeld = (event: Event) => {
    // Replayed events are not trusted: they pass, as do keys the browser must act on at once.
    if (hydrated || !event.isTrusted) return;
    if ((event instanceof KeyboardEvent && PASSED_KEYS.has(event.key)) || actsBeforeHydration(event.target, event.type)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(event);
    wake(true);
  };
  for (const type of INTENT_EVENTS) element.addEventListener(type, onIntent, { passive: true, capture: true });
  for (const type of HELD_EVENTS) element.addEventListener(type, onHeld, { capture: true });

  function wake(urgent: boolean): void {
    if (started) return;
    started = true;
    for (const type of INTENT_EVENTS) element.removeEventListener(type, onIntent, { capture: true });
    hydrate(element, index, urgent, stopBefore())
      .catch((error: unknown) => console.error(error)) // the page stays usable as the server drew it
      .finally(() => {
        hydrated = true;
        for (const type of HELD_EVENTS) element.removeEventListener(type, onHeld, { capture: true });
        void replayHeld(held.splice(0), element);
      });
  }
  return wake;
}

/** Each held event in a task of its own, as they came: React updates the island between two clicks. */
async function replayHeld(events: Event[], element: HTMLElement): Promise<void> {
  for (const event of events) {
    replay(event);
    await new Promise((resolve) => window.setTimeout(resolve));
  }
  replayPresence(element);
}

/**
 * The pointer or keyboard focus already inside the island when it hydrated: React saw neither
 * arrive, so a dropdown that CSS opened under them (:hover, :focus-within) would close. Told
 * again, the island's own handlers open it.
 */
function replayPresence(element: HTMLElement): void {
  const hovered = [...element.querySelectorAll(":hover")].pop();
  hovered?.dispatchEvent(new MouseEvent("mouseover", { bubbles: true, cancelable: true, composed: true, view: window }));
  const focused = document.activeElement;
  if (focused && element.contains(focused)) focused.dispatchEvent(new FocusEvent("focusin", { bubbles: true, composed: true }));
}

/** The same event again, on the same element, now that React listens (React hydrates the island first if it has not yet). */
function replay(event: Event): void {
  const target = event.target;
  if (!(target instanceof Element) || !target.isConnected) return;
  if (event instanceof KeyboardEvent) {
    const { key, code, shiftKey, ctrlKey, altKey, metaKey } = event;
    target.dispatchEvent(new KeyboardEvent("keydown", { key, code, shiftKey, ctrlKey, altKey, metaKey, bubbles: true, cancelable: true, composed: true }));
  } else if (event instanceof MouseEvent) {
    const { detail, clientX, clientY, button, shiftKey, ctrlKey, altKey, metaKey } = event;
    target.dispatchEvent(
      new MouseEvent("click", { detail, clientX, clientY, button, shiftKey, ctrlKey, altKey, metaKey, bubbles: true, cancelable: true, composed: true, view: window }),
    );
  }
}
