// The game page's board pans and zooms (Panzoom 4.6.2, vendored from npm): by dragging,
// pinching, Ctrl + wheel (a trackpad's pinch) and its buttons (zoom in, zoom out, the
// whole board, back to where the step acts). It opens zoomed so that every clickable
// place is at least 24 × 24 CSS pixels (WCAG 2.2, 2.5.8), every block at least 36 pixels
// wide and its label at least 11 pixels high, centred on where the step acts: the battle
// being fought, the piece chosen, else the places that can be clicked. A board updated in
// place keeps the reader's view. A drag is never taken for a click. Without script the
// board is drawn whole, scaled to the page, as before.
(() => {
  const SMALLEST_TARGET = 24, SMALLEST_BLOCK = 36, SMALLEST_LABEL = 11, MOST = 4;
  let kept = null; // { path, scale, x, y }: the reader's own view of this page's board
  let current = null; // { panzoom, board, svg, view }

  // The box of `element`, relative to `origin`; none for an element not drawn.
  const boxOf = (element, origin) => {
    const r = element.getBoundingClientRect();
    if (r.width === 0 && r.height === 0) return null;
    return { left: r.left - origin.left, top: r.top - origin.top, right: r.right - origin.left, bottom: r.bottom - origin.top };
  };
  const joined = (a, b) => ({ left: Math.min(a.left, b.left), top: Math.min(a.top, b.top), right: Math.max(a.right, b.right), bottom: Math.max(a.bottom, b.bottom) });

  // The zoom at which the board is legible and every target large enough to hit.
  const openingScale = (svg) => {
    const fit = svg.getBoundingClientRect().width / (svg.viewBox.baseVal.width || svg.getBoundingClientRect().width);
    let scale = 1;
    for (const el of svg.querySelectorAll("[data-action], [data-select]")) {
      const r = el.getBoundingClientRect();
      const side = Math.min(r.width, r.height);
      if (side > 0) scale = Math.max(scale, SMALLEST_TARGET / side);
    }
    for (const block of svg.querySelectorAll("[data-block] rect, [data-back]")) {
      const w = block.getBoundingClientRect().width;
      if (w > 0) scale = Math.max(scale, SMALLEST_BLOCK / w);
    }
    for (const text of svg.querySelectorAll("[data-block] text, [data-block] tspan")) {
      const size = parseFloat(text.getAttribute("font-size"));
      if (size > 0) scale = Math.max(scale, SMALLEST_LABEL / (size * fit));
    }
    return Math.min(scale, MOST);
  };

  // Where the step acts, relative to the board's top left, unzoomed: the battle being
  // fought, else the piece chosen, else as many of the places that can be clicked as a
  // window of `inner` (unzoomed pixels) holds — the pieces and places first, in the
  // board's order, the step's buttons after them — so that the window never opens
  // between two far-apart targets on neither.
  const focusOf = (board, svg, inner) => {
    const origin = svg.getBoundingClientRect();
    const battle = svg.querySelector("[data-battle]");
    const from = board.dataset.from && svg.querySelector(`[data-block="${CSS.escape(board.dataset.from)}"]`);
    const fits = (box) => box.right - box.left <= inner.width && box.bottom - box.top <= inner.height;
    let box = (battle && battle.querySelector("[data-action], [data-select]") && boxOf(battle, origin))
      || (from && boxOf(from, origin));
    if (!box) {
      const places = [...svg.querySelectorAll("[data-select]"), ...svg.querySelectorAll("[data-action]:not([data-select])")];
      for (const place of places) {
        const next = boxOf(place, origin);
        if (!next) continue;
        if (!box) box = next;
        else if (fits(joined(box, next))) box = joined(box, next);
      }
    }
    box = box || { left: 0, top: 0, right: origin.width, bottom: origin.height };
    return { x: (box.left + box.right) / 2, y: (box.top + box.bottom) / 2 };
  };

  const show = (view, animate) => {
    if (!current) return;
    current.panzoom.zoom(view.scale, { animate: false });
    setTimeout(() => current && current.panzoom.pan(view.x, view.y, { animate }));
  };

  // The view that centres `focus` in the board's window at `scale`, inside the board.
  const centred = (board, svg, scale, focus) => {
    const w = board.clientWidth, h = board.clientHeight;
    const width = svg.getBoundingClientRect().width, height = svg.getBoundingClientRect().height;
    const clamp = (t, inner, outer) => (inner * scale <= outer ? (outer / scale - inner) / 2 : Math.min(0, Math.max(outer / scale - inner, t)));
    return {
      scale,
      x: clamp(w / (2 * scale) - focus.x, width, w),
      y: clamp(h / (2 * scale) - focus.y, height, h),
    };
  };

  const button = (label, title, act) => {
    const b = document.createElement("button");
    b.type = "button";
    b.textContent = label;
    b.title = title;
    b.setAttribute("aria-label", title);
    b.addEventListener("click", act);
    return b;
  };

  const setUp = () => {
    const board = document.getElementById("board");
    const svg = board && board.querySelector(":scope > svg");
    if (!board || !svg || !window.Panzoom || board.dataset.zoom === "on") return;
    board.dataset.zoom = "on";
    const opening = openingScale(svg);
    const height = svg.getBoundingClientRect().height;
    board.classList.add("zoomable");
    board.style.height = `${Math.round(Math.min(height * opening, window.innerHeight * 0.8))}px`;
    const focus = focusOf(board, svg, { width: board.clientWidth / opening, height: board.clientHeight / opening });
    const panzoom = Panzoom(svg, { origin: "0 0", minScale: 0.5, maxScale: MOST * 1.5, step: 0.25, cursor: "grab" });
    current = { panzoom, board, svg };
    const path = location.pathname;
    const start = centred(board, svg, opening, focus);
    show(kept && kept.path === path ? kept : start, false);
    svg.addEventListener("panzoomchange", (event) => {
      kept = { path, scale: event.detail.scale, x: event.detail.x, y: event.detail.y };
    });
    board.addEventListener("wheel", (event) => {
      if (event.ctrlKey) panzoom.zoomWithWheel(event);
    }, { passive: false });
    const tools = document.createElement("div");
    tools.className = "zoom-buttons";
    // Zooms by `factor` about the centre of the board's window.
    const zoomBy = (factor) => {
      const scale = panzoom.getScale(), pan = panzoom.getPan();
      const next = Math.min(MOST * 1.5, Math.max(0.5, scale * factor));
      const centre = { x: board.clientWidth / (2 * scale) - pan.x, y: board.clientHeight / (2 * scale) - pan.y };
      show({ scale: next, x: board.clientWidth / (2 * next) - centre.x, y: board.clientHeight / (2 * next) - centre.y }, false);
    };
    // The buttons' words are the page's own, in its reader's language (`data-zoom-*`).
    const words = (key, english) => board.dataset[key] || english;
    tools.append(
      button("+", words("zoomIn", "Zoom in"), () => zoomBy(1.25)),
      button("−", words("zoomOut", "Zoom out"), () => zoomBy(0.8)),
      button(words("zoomWhole", "Whole board"), words("zoomWholeTitle", "Show the whole board"), () => show(centred(board, svg, Math.min(1, board.clientHeight / height), { x: svg.getBoundingClientRect().width / 2, y: height / 2 }), true)),
      button(words("zoomAction", "To the action"), words("zoomActionTitle", "Back to where this step acts"), () => show(centred(board, svg, opening, focus), true)),
    );
    board.before(tools);
  };

  // A press that moved is a drag: its click is not a click on the board.
  let pressed = null;
  document.addEventListener("pointerdown", (event) => { pressed = { x: event.clientX, y: event.clientY }; }, true);
  document.addEventListener("click", (event) => {
    const press = pressed;
    pressed = null;
    // A click from the keyboard (detail 0) had no press.
    if (!press || event.detail === 0) return;
    if (!(event.target instanceof Element) || !event.target.closest("#board.zoomable")) return;
    if (Math.hypot(event.clientX - press.x, event.clientY - press.y) > 6) {
      event.preventDefault();
      event.stopImmediatePropagation();
    }
  }, true);

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", setUp);
  else setUp();
  // A page updated in place (htmx) gets its board set up again, with the reader's view.
  document.addEventListener("htmx:afterSettle", () => {
    if (current && !document.contains(current.svg)) {
      current.panzoom.destroy();
      current = null;
    }
    setUp();
  });
})();
