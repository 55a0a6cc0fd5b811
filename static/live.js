// Keeps an open game page current: asks /games/{id}/live every few seconds (less often
// while the tab is hidden or nothing happens for long) and, once the game's stamp
// changes, brings the page up to date in place (through htmx: the reader's scroll
// position, open sections and selected piece stay). While the visitor has typed into a
// form on the page it does not: it says the game moved on, with a link. Without htmx it
// reloads the page; without script, reloading by hand shows the same; a move from a stale
// page is refused either way.
(() => {
  if (!window.fetch) return;
  const opened = Date.now();
  let typed = false;
  let timer = 0;
  document.addEventListener("input", () => { typed = true; });
  document.addEventListener("htmx:afterSwap", () => { typed = false; });
  const pause = () => {
    if (document.hidden) return 60000;
    return Date.now() - opened > 10 * 60000 ? 15000 : 4000;
  };
  const later = (ms) => {
    clearTimeout(timer);
    timer = setTimeout(check, ms);
  };
  const here = () => location.pathname + location.search;
  const behind = (box, seq) => {
    const link = document.createElement("a");
    link.href = here();
    // The words are the page's own, in its reader's language (`data-moved-on` holds
    // "{seq}" where the move's number goes).
    link.textContent = box.dataset.reload || "Reload to see it";
    const movedOn = box.dataset.movedOn || "The game has moved on (now at move {seq}).";
    box.replaceChildren(`${movedOn.replace("{seq}", seq)} `, link);
    box.hidden = false;
  };
  const refresh = () => {
    if (!window.htmx) {
      location.replace(here() + location.hash);
      return;
    }
    const open = [...document.querySelectorAll("#main details[id][open]")].map((d) => d.id);
    const closed = [...document.querySelectorAll("#main details[id]:not([open])")].map((d) => d.id);
    const x = window.scrollX, y = window.scrollY;
    htmx.ajax("GET", here(), { target: "#main", select: "#main", swap: "outerHTML" }).then(() => {
      for (const id of open) document.getElementById(id)?.setAttribute("open", "");
      for (const id of closed) document.getElementById(id)?.removeAttribute("open");
      window.scrollTo(x, y);
      later(pause());
    }, () => later(pause()));
  };
  async function check() {
    const box = document.getElementById("live");
    if (!box) {
      later(pause());
      return;
    }
    try {
      const answer = await fetch(box.dataset.live, { cache: "no-store", credentials: "same-origin" });
      if (answer.ok) {
        const live = await answer.json();
        const now = document.getElementById("live");
        if (now === box && live.stamp !== box.dataset.stamp) {
          if (typed) behind(box, live.seq);
          else refresh();
          return;
        }
      }
    } catch (_) {
      // Offline or the server restarting: try again later.
    }
    later(pause());
  }
  document.addEventListener("visibilitychange", () => {
    if (!document.hidden) later(500);
  });
  later(pause());
})();
