// Keeps an open game page current: asks /games/{id}/live every few seconds (less often
// while the tab is hidden or nothing happens for long) and reloads the page once the
// game's stamp changes. While the visitor has typed into a form on the page it does not
// reload: it says the game moved on, with a link. Without script, reloading by hand shows
// the same; a move from a stale page is refused either way.
(() => {
  const box = document.getElementById("live");
  if (!box || !window.fetch) return;
  const url = box.dataset.live;
  const stamp = box.dataset.stamp;
  const opened = Date.now();
  let typed = false;
  let timer = 0;
  document.addEventListener("input", () => { typed = true; });
  const pause = () => {
    if (document.hidden) return 60000;
    return Date.now() - opened > 10 * 60000 ? 15000 : 4000;
  };
  const later = (ms) => {
    clearTimeout(timer);
    timer = setTimeout(check, ms);
  };
  const behind = (seq) => {
    const link = document.createElement("a");
    link.href = location.pathname;
    link.textContent = "Reload to see it";
    box.replaceChildren(`The game has moved on (now at move ${seq}). `, link);
    box.hidden = false;
  };
  async function check() {
    try {
      const answer = await fetch(url, { cache: "no-store", credentials: "same-origin" });
      if (answer.ok) {
        const live = await answer.json();
        if (live.stamp !== stamp) {
          if (typed) behind(live.seq);
          else location.replace(location.pathname + location.search + location.hash);
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
