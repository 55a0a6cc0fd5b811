// A click on a drawn board acts in place, through htmx: a piece is selected, or the
// action is sent to the game with `ask`; the game page answers and replaces `#main`
// without loading a page. An action that can be taken back is played at once; one that
// cannot (it rolls dice, shows what was hidden, hands the turn over or ends the game), or
// that the game asks about, comes back as a question above the board whose button
// (`data-confirm`) plays it. Without script, or without htmx, the board's links lead to
// the same through whole pages.
(() => {
  let busy = false;
  const swap = { target: "#main", select: "#main", swap: "outerHTML" };
  document.addEventListener("click", (event) => {
    if (!window.htmx || event.defaultPrevented || event.button !== 0) return;
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const target = event.target instanceof Element ? event.target : null;
    const board = target && target.closest("#board");
    const link = board && target.closest("[data-action], [data-select]");
    if (!link) return;
    const href = link.getAttribute("href");
    if (link.hasAttribute("data-select")) {
      if (!href) return;
      event.preventDefault();
      if (busy) return;
      busy = true;
      htmx.ajax("GET", href, swap);
    } else if (board.dataset.move) {
      event.preventDefault();
      if (busy) return;
      busy = true;
      htmx.ajax("POST", board.dataset.move, {
        ...swap,
        values: {
          csrf: board.dataset.csrf,
          seq: board.dataset.seq,
          action: link.dataset.action,
          ask: "1",
          from: board.dataset.from || "",
        },
      });
    }
  });
  document.addEventListener("htmx:afterRequest", () => { busy = false; });
  // A question just asked is brought into view with its answer focused, on a phone too.
  document.addEventListener("htmx:afterSettle", () => {
    const yes = document.querySelector("#question [data-confirm]");
    if (!yes) return;
    document.getElementById("question").scrollIntoView({ block: "nearest" });
    yes.focus({ preventScroll: true });
  });
})();
