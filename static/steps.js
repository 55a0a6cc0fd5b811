// The history viewer: the arrow keys step through the game (← previous, → next, Home the
// setup, End the last move) by following the page's own links; without script the links
// do the same.
document.addEventListener("keydown", (event) => {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  const target = event.target;
  if (target instanceof HTMLElement && target.closest("input, textarea, select, [contenteditable]")) return;
  const rel = { ArrowLeft: "prev", ArrowRight: "next", Home: "first", End: "last" }[event.key];
  const link = rel && document.querySelector(`nav.steps a[rel="${rel}"]`);
  if (link) {
    event.preventDefault();
    window.location.assign(link.href);
  }
});
