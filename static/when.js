// Times for a reader who chose no time zone: the page shows them in UTC; this writes each
// `<time data-local>` in the browser's own zone, the same way, the zone named as the browser
// names it: "in 2 days 23 hours (Thu 26 Nov, 20:29 JST)". Without script the UTC words stay.
(() => {
  const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
  const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
  // The zone's short name at that moment, in the browser's words ("JST", "GMT+9", "CET").
  const zone = (at) => {
    const parts = new Intl.DateTimeFormat(undefined, { timeZoneName: "short" }).formatToParts(at);
    const name = parts.find((p) => p.type === "timeZoneName");
    return name ? ` ${name.value}` : "";
  };
  const unit = (n, word) => (n === 0 ? "" : `${n} ${word}${n === 1 ? "" : "s"}`);
  const span = (ms) => {
    const minutes = Math.floor(Math.abs(ms) / 60000);
    const days = Math.floor(minutes / 1440), hours = Math.floor(minutes / 60) % 24;
    const parts = days > 0 ? [unit(days, "day"), unit(hours, "hour")] : [unit(hours, "hour"), unit(minutes % 60, "minute")];
    return parts.filter((p) => p).join(" ");
  };
  const localize = (root) => {
    const now = new Date();
    for (const element of root.querySelectorAll("time[data-local][datetime]")) {
      const at = new Date(element.getAttribute("datetime"));
      if (Number.isNaN(at.getTime())) continue;
      const words = span(at - now);
      const relative = words === "" ? "now" : at < now ? `${words} ago` : `in ${words}`;
      // The server's own words for days and months (a locale's may differ: "Sept").
      const two = (n) => String(n).padStart(2, "0");
      let wall = `${DAYS[at.getDay()]} ${at.getDate()} ${MONTHS[at.getMonth()]}`;
      if (at.getFullYear() !== now.getFullYear()) wall += ` ${at.getFullYear()}`;
      wall += `, ${two(at.getHours())}:${two(at.getMinutes())}${zone(at)}`;
      element.textContent = `${relative} (${wall})`;
    }
  };
  localize(document);
  // Parts of a page swapped in place (htmx) are written the same way.
  document.addEventListener("htmx:load", (event) => localize(event.detail.elt));
})();
