// Small icons drawn as SVG paths (24 x 24), so that they look the same everywhere: glyphs such as
// ⏱ ⏸ ✂ ★ are missing from some fonts and phones.

const NS = "http://www.w3.org/2000/svg";
export const PATHS = {
  copy: "M8 3h10a2 2 0 0 1 2 2v12h-2V5H8zM4 7h10a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V9a2 2 0 0 1 2-2zm0 2v11h10V9z",
  clock: "M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20zm0 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16zm-1 3h2v5.6l3.7 2.2-1 1.7L11 13.7z",
  pause: "M7 5h3v14H7zm7 0h3v14h-3z",
  star: "M12 2.5l2.9 6.3 6.9.7-5.2 4.6 1.5 6.8L12 17.4l-6.1 3.5 1.5-6.8-5.2-4.6 6.9-.7z",
  cross: "M6.3 4.9L12 10.6l5.7-5.7 1.4 1.4-5.7 5.7 5.7 5.7-1.4 1.4-5.7-5.7-5.7 5.7-1.4-1.4 5.7-5.7-5.7-5.7z",
  scissors:
    "M6 3a3 3 0 1 1 0 6c-.4 0-.8-.1-1.1-.2L8.6 12l-3.7 3.2A3 3 0 1 1 3 18a3 3 0 0 1 2.3-2.9L20 3h2L10.6 12 22 21h-2L5.3 8.9A3 3 0 0 1 6 3zm0 2a1 1 0 1 0 0 2 1 1 0 0 0 0-2zm0 12a1 1 0 1 0 0 2 1 1 0 0 0 0-2z",
  left: "M15.4 4.6L8 12l7.4 7.4-1.4 1.4L5.2 12 14 3.2z",
  right: "M8.6 4.6L16 12l-7.4 7.4 1.4 1.4L18.8 12 10 3.2z",
  trophy: "M6 3h12v2h3v3a4 4 0 0 1-4 4h-.4A5 5 0 0 1 13 14.9V18h3v3H8v-3h3v-3.1A5 5 0 0 1 7.4 12H7a4 4 0 0 1-4-4V5h3zm0 4H5v1a2 2 0 0 0 1 1.7zm12 0v2.7A2 2 0 0 0 19 8V7z",
  sound: "M3 9h4l5-4v14l-5-4H3zm13.5 3A4.5 4.5 0 0 0 14 8v8a4.5 4.5 0 0 0 2.5-4zM14 3.2v2.1a7 7 0 0 1 0 13.4v2.1a9 9 0 0 0 0-17.6z",
  mute: "M3 9h4l5-4v14l-5-4H3zm13.6.2l1.4-1.4 2.1 2.1 2.1-2.1 1.4 1.4-2.1 2.1 2.1 2.1-1.4 1.4-2.1-2.1-2.1 2.1-1.4-1.4 2.1-2.1z",
  bell: "M12 22a2.5 2.5 0 0 0 2.5-2.5h-5A2.5 2.5 0 0 0 12 22zm7-5v-6a7 7 0 0 0-5.5-6.8V3a1.5 1.5 0 0 0-3 0v1.2A7 7 0 0 0 5 11v6l-2 2v1h18v-1z",
  person: "M12 12a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9zm-8 9a8 8 0 0 1 16 0z",
  bot: "M11 2h2v3h5a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2h5zM8.5 10a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zm7 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zM8 16v1.5h8V16z",
};

/** An icon as an inline SVG element, 1em square unless `size` says otherwise. */
export function icon(name, { size = "1em", label = null, cls = "" } = {}) {
  const svg = document.createElementNS(NS, "svg");
  svg.setAttribute("viewBox", "0 0 24 24");
  svg.setAttribute("width", size);
  svg.setAttribute("height", size);
  svg.setAttribute("class", `icon icon-${name} ${cls}`.trim());
  svg.setAttribute("data-icon", name);
  if (label) {
    svg.setAttribute("role", "img");
    svg.setAttribute("aria-label", label);
  } else svg.setAttribute("aria-hidden", "true");
  const path = document.createElementNS(NS, "path");
  path.setAttribute("d", PATHS[name] || "");
  path.setAttribute("fill", "currentColor");
  svg.appendChild(path);
  return svg;
}

/** The same icon as a path placed inside another SVG drawing, centred at (x, y), `size` units wide. */
export function iconAt(name, x, y, size, cls = "") {
  const g = document.createElementNS(NS, "g");
  const k = size / 24;
  g.setAttribute("transform", `translate(${x - size / 2} ${y - size / 2}) scale(${k})`);
  g.setAttribute("class", `icon icon-${name} ${cls}`.trim());
  const path = document.createElementNS(NS, "path");
  path.setAttribute("d", PATHS[name] || "");
  g.appendChild(path);
  return g;
}
