// Drawing the table: pure functions from the wire JSON (dominohall.server.wire) to SVG and DOM
// elements. No networking, no state: the controller (table.js, replay.js) passes everything in.
//
// Every layout is drawn as it lies, one SVG user unit to one CSS pixel (so that a target drawn
// 44 units wide is 44 px on any screen):
//   line     (block, draw, twins)  left to right, doubles crosswise, wrapped to the width;
//   snake    (white-snake)         from the head, back and forth in rows, turning at the margins;
//   sausage  (both sausages)       two rows over numbered columns, crosswise tiles spanning both;
//   cross    (maltese-cross)       the spinner with four arms, arm doubles crosswise.
// A placed tile's `first` half is the one towards the start of its chain (wire.py).

const NS = "http://www.w3.org/2000/svg";
export const TARGET = 44; // the least size of anything to touch, in px
const GAP = 2;

/** An SVG element with attributes and children. */
export function svgEl(name, attrs = {}, children = []) {
  const node = document.createElementNS(NS, name);
  for (const [key, value] of Object.entries(attrs)) {
    if (value !== null && value !== undefined && value !== false) node.setAttribute(key, String(value));
  }
  for (const child of children) if (child) node.appendChild(child);
  return node;
}

/** An HTML element with attributes (class, text, dataset via data-*) and children. */
export function htmlEl(name, attrs = {}, children = []) {
  const node = document.createElement(name);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) continue;
    if (key === "text") node.textContent = String(value);
    else node.setAttribute(key, String(value));
  }
  for (const child of children) if (child) node.appendChild(typeof child === "string" ? document.createTextNode(child) : child);
  return node;
}

export function parseTile(name) {
  const [a, b] = String(name).split("-").map(Number);
  return [a, b];
}

/** The tile a move plays, "" for a pass. */
export function moveTile(move) {
  if (!move || move === "pass") return "";
  const body = move.startsWith("steal:") ? move.slice(6) : move;
  return body.split("@")[0];
}

// ---- pips ------------------------------------------------------------------------------------------
// Positions on a square from -1 to 1; 7 to 12 for the double-nine and double-twelve sets of Twins.
const C = [0, 0], TL = [-1, -1], TR = [1, -1], BL = [-1, 1], BR = [1, 1], ML = [-1, 0], MR = [1, 0];
const TM = [0, -1], BM = [0, 1];
const PIPS = [
  [],
  [C],
  [TL, BR],
  [TL, C, BR],
  [TL, TR, BL, BR],
  [TL, TR, C, BL, BR],
  [TL, TR, ML, MR, BL, BR],
  [TL, TR, ML, C, MR, BL, BR],
  [TL, TM, TR, ML, MR, BL, BM, BR],
  [TL, TM, TR, ML, C, MR, BL, BM, BR],
];
function pipsOf(n) {
  if (n <= 9) return PIPS[n];
  // 10 to 12: three columns of four rows
  const grid = [];
  for (const y of [-1, -1 / 3, 1 / 3, 1]) for (const x of [-1, 0, 1]) grid.push([x, y]);
  const drop = { 10: [4, 7], 11: [7], 12: [] }[n] || [];
  return grid.filter((_, i) => !drop.includes(i));
}

function half(n, cx, cy, s, turned = false) {
  const spread = s * (n > 9 ? 0.3 : 0.27);
  const r = s * (n > 6 ? 0.075 : 0.095);
  // a tile lying lengthwise has its pips turned with it (the six's two columns become two rows)
  return pipsOf(n).map(([x, y]) => {
    const [px, py] = turned ? [-y, x] : [x, y];
    return svgEl("circle", { cx: cx + px * spread, cy: cy + py * spread, r, class: "pip" });
  });
}

/**
 * One tile as an SVG group at (x, y): `a` on the left (or top), `b` on the right (or bottom).
 * `vertical` stands it up. `s` is the side of one half.
 */
export function tileSvg(a, b, x, y, vertical, s, extra = {}) {
  const w = vertical ? s : 2 * s;
  const h = vertical ? 2 * s : s;
  const low = Math.min(a, b), high = Math.max(a, b);
  const children = [
    svgEl("rect", { x: 0.5, y: 0.5, width: w - 1, height: h - 1, rx: s * 0.14, class: "tile-body" }),
    vertical
      ? svgEl("line", { x1: s * 0.15, y1: s, x2: s * 0.85, y2: s, class: "tile-divider" })
      : svgEl("line", { x1: s, y1: s * 0.15, x2: s, y2: s * 0.85, class: "tile-divider" }),
    ...half(a, s / 2, s / 2, s, !vertical),
    ...(vertical ? half(b, s / 2, 1.5 * s, s) : half(b, 1.5 * s, s / 2, s, true)),
  ];
  const cls = ["tile", extra.cls || ""].join(" ").trim();
  // the position stays on the outer group: a CSS animation's transform (on the face) would replace it
  return svgEl(
    "g",
    {
      class: cls,
      transform: `translate(${x} ${y})`,
      "data-tile": `${low}-${high}`,
      role: "img",
      "aria-label": extra.label || `${low}-${high}`,
    },
    [svgEl("title", {}, [document.createTextNode(extra.label || `${low}-${high}`)]), svgEl("g", { class: "tile-face" }, children)],
  );
}

/** A whole tile as a standalone SVG (hand, reveal, lists). */
export function tileIcon(name, s = 18, vertical = false, cls = "") {
  const [a, b] = parseTile(name);
  const w = vertical ? s : 2 * s, h = vertical ? 2 * s : s;
  return svgEl("svg", { width: w, height: h, viewBox: `0 0 ${w} ${h}`, class: `tile-icon ${cls}`.trim(), "aria-label": name, role: "img" }, [
    tileSvg(a, b, 0, 0, vertical, s),
  ]);
}

/** A row of tiles face up, lengthwise, for reveals and replays (wrapping as inline elements). */
export function tileRow(names, s = 16, cls = "") {
  const row = htmlEl("span", { class: `tile-row ${cls}`.trim() });
  for (const name of names) row.appendChild(tileIcon(name, s, false));
  return row;
}

// ---- shared helpers --------------------------------------------------------------------------------
function classesFor(p, opts) {
  const cls = [];
  if (opts.last && p.tile === opts.last) cls.push("last");
  if (opts.fresh && opts.fresh.has(p.tile)) cls.push("fresh");
  return cls.join(" ");
}

function placedTile(p, x, y, vertical, s, opts, flip = false) {
  const [a, b] = flip ? [p.second, p.first] : [p.first, p.second];
  return tileSvg(a, b, x, y, vertical, s, { cls: classesFor(p, opts) });
}

/** A clickable target: a rectangle at least TARGET px each way with a short label. */
function target(t, x, y, w, h, label) {
  const g = svgEl(
    "g",
    {
      class: `target ${t.cls || ""}`.trim(),
      "data-move": t.move,
      role: "button",
      tabindex: 0,
      "aria-label": t.aria || t.move,
    },
    [
      svgEl("rect", { x, y, width: w, height: h, rx: 6, class: "target-area" }),
      svgEl("text", { x: x + w / 2, y: y + h / 2, class: "target-label", "dominant-baseline": "central", "text-anchor": "middle" }, [
        document.createTextNode(label),
      ]),
    ],
  );
  return g;
}

function endLabel(x, y, text, anchor = "middle") {
  return svgEl("text", { x, y, class: "end-label", "text-anchor": anchor, "dominant-baseline": "central" }, [document.createTextNode(text)]);
}

function frame(width, height, kind, children, opts) {
  return svgEl(
    "svg",
    {
      class: `layout layout-${kind}`,
      width: Math.ceil(width),
      height: Math.ceil(height),
      viewBox: `0 0 ${Math.ceil(width)} ${Math.ceil(height)}`,
      "data-kind": kind,
      role: "group",
      "aria-label": opts.aria || kind,
    },
    children,
  );
}

/** The unit (side of half a tile) for a container this wide. */
export function unitFor(width) {
  if (width < 420) return 22;
  if (width < 700) return 26;
  return 32;
}

// ---- the line (block, draw, twins) -----------------------------------------------------------------
function lineSized(p, s) {
  const dbl = p.first === p.second;
  return { p, w: dbl ? s : 2 * s, h: dbl ? 2 * s : s, vertical: dbl };
}

function wrapRows(pieces, room) {
  const rows = [[]];
  let used = 0;
  for (const piece of pieces) {
    if (rows[rows.length - 1].length && used + piece.w > room) {
      rows.push([]);
      used = 0;
    }
    rows[rows.length - 1].push(piece);
    used += piece.w + GAP;
  }
  return rows;
}

export function drawLine(layout, opts) {
  const s = opts.unit;
  const M = TARGET + 6; // margins for the end targets and the wrap marks
  const room = Math.max(opts.width - 2 * M, 4 * s);
  const pieces = layout.tiles.map((p) => lineSized(p, s));
  const targets = opts.targets || [];
  if (!pieces.length) return emptyLayout("line", opts);
  const rows = wrapRows(pieces, room);
  const rowH = Math.max(2 * s, TARGET) + s * 0.6;
  const nodes = [];
  let maxX = 0;
  rows.forEach((row, r) => {
    const axis = r * rowH + rowH / 2;
    let x = M;
    for (const piece of row) {
      nodes.push(placedTile(piece.p, x, axis - piece.h / 2, piece.vertical, s, opts));
      x += piece.w + GAP;
    }
    maxX = Math.max(maxX, x);
    if (r < rows.length - 1) nodes.push(endLabel(x + 8, axis, "›", "start"), endLabel(M - 8, axis + rowH, "›", "end"));
    const lit = new Set(targets.map((t) => t.end));
    if (r === 0 && !lit.has("L")) nodes.push(endLabel(M - 10, axis, "L", "end"));
    if (r === rows.length - 1 && !lit.has("R")) nodes.push(endLabel(x + 8, axis, "R", "start"));
    row.endX = x;
  });
  const lastAxis = (rows.length - 1) * rowH + rowH / 2;
  for (const t of targets) {
    if (t.end === "L") nodes.push(target(t, 2, rowH / 2 - TARGET / 2, TARGET, TARGET, "L"));
    if (t.end === "R") nodes.push(target(t, rows[rows.length - 1].endX, lastAxis - TARGET / 2, TARGET, TARGET, "R"));
  }
  return frame(Math.max(maxX + M, opts.minWidth || 0), rows.length * rowH, "line", nodes, opts);
}

function emptyLayout(kind, opts) {
  const w = Math.max(opts.width, 200), h = Math.max(3 * opts.unit, TARGET + 20);
  const nodes = [endLabel(w / 2, h / 2, opts.emptyText || "", "middle")];
  for (const t of opts.targets || []) nodes.push(target(t, w / 2 - TARGET, h / 2 - TARGET / 2, 2 * TARGET, TARGET, t.label || "●"));
  return frame(w, h, kind, nodes, opts);
}

// ---- the snake (white-snake) -----------------------------------------------------------------------
export function drawSnake(layout, opts) {
  const s = opts.unit;
  const M = TARGET + 8;
  const room = Math.max(opts.width - 2 * M, 4 * s);
  const pieces = layout.tiles.map((p) => lineSized(p, s));
  if (!pieces.length) return emptyLayout("snake", opts);
  const rows = wrapRows(pieces, room);
  const rowH = Math.max(2 * s, TARGET) + s * 0.9;
  const right = M + room; // where rows running right to left begin
  const nodes = [];
  const ends = []; // per row: [x where it starts, x where it ends] along its direction
  rows.forEach((row, r) => {
    const axis = r * rowH + rowH / 2;
    const ltr = r % 2 === 0;
    let x = ltr ? M : right;
    const start = x;
    for (const piece of row) {
      const left = ltr ? x : x - piece.w;
      // running right to left the first half (towards the head) is on the right
      nodes.push(placedTile(piece.p, left, axis - piece.h / 2, piece.vertical, s, opts, !ltr));
      x = ltr ? x + piece.w + GAP : x - piece.w - GAP;
    }
    ends.push([start, ltr ? x - GAP : x + GAP, axis, ltr]);
  });
  // the turns: a band from the end of a row round the margin to the start of the next
  for (let r = 0; r + 1 < ends.length; r++) {
    const [, endX, axis, ltr] = ends[r];
    const [startX, , nextAxis] = ends[r + 1];
    const bend = ltr ? Math.max(endX, startX) + M * 0.6 : Math.min(endX, startX) - M * 0.6;
    const d = `M ${endX} ${axis} C ${bend} ${axis}, ${bend} ${nextAxis}, ${startX} ${nextAxis}`;
    nodes.unshift(svgEl("path", { d, class: "snake-turn" }));
  }
  nodes.push(endLabel(M - 10, rowH / 2, "●", "end"));
  const last = ends[ends.length - 1];
  for (const t of opts.targets || []) {
    const x = last[3] ? last[1] + GAP : last[1] - GAP - TARGET;
    nodes.push(target(t, x, last[2] - TARGET / 2, TARGET, TARGET, "▶"));
  }
  return frame(Math.max(opts.width, right + M), rows.length * rowH, "snake", nodes, opts);
}

// ---- the sausage (sausage, sausage-one-way) --------------------------------------------------------
export function drawSausage(layout, opts) {
  const s = opts.unit;
  const cols = layout.columns;
  if (!cols.length) return emptyLayout("sausage", opts);
  const M = TARGET + 8;
  const room = Math.max(opts.width - 2 * M, 4 * s);
  const widthOf = (col) => (col.cross ? s : 2 * s);
  const groups = [[]];
  let used = 0;
  for (const col of cols) {
    const w = widthOf(col);
    if (groups[groups.length - 1].length && used + w > room) {
      groups.push([]);
      used = 0;
    }
    groups[groups.length - 1].push(col);
    used += w + GAP;
  }
  const labelH = 16, pad = TARGET - s + 4; // room above and below the rows for targets
  const bandH = labelH + pad + 2 * s + pad + 6;
  const where = new Map(); // column number -> {x, w, top (y of the top row)}
  const nodes = [];
  const twoSided = opts.variant !== "sausage-one-way";
  groups.forEach((group, g) => {
    const y0 = g * bandH;
    const top = y0 + labelH + pad;
    let x = M;
    for (const col of group) {
      const w = widthOf(col);
      where.set(col.column, { x, w, top });
      nodes.push(svgEl("text", { x: x + w / 2, y: y0 + labelH / 2 + 2, class: "column-number", "text-anchor": "middle", "dominant-baseline": "central" }, [
        document.createTextNode(String(col.column)),
      ]));
      if (col.cross) nodes.push(placedTile(col.cross, x, top, true, s, opts));
      if (col.top) nodes.push(placedTile(col.top, x, top, false, s, opts));
      if (col.bottom) nodes.push(placedTile(col.bottom, x, top + s, false, s, opts));
      x += w + GAP;
    }
    const first = g === 0, last = g === groups.length - 1;
    const lit = new Set((opts.targets || []).map((t) => t.end));
    const label = (end, lx, ly, anchor) => !lit.has(end) && nodes.push(endLabel(lx, ly, end, anchor));
    if (first && twoSided) {
      label("TL", M - 8, top + s / 2, "end");
      label("BL", M - 8, top + 1.5 * s, "end");
    }
    if (!first) nodes.push(endLabel(M - 8, top + s, "›", "end"));
    if (last) {
      label("TR", x + 6, top + s / 2, "start");
      label("BR", x + 6, top + 1.5 * s, "start");
    } else nodes.push(endLabel(x + 6, top + s, "›", "start"));
    group.endX = x;
  });
  // the cell an end plays into: the column next to the outermost tile of that row
  const cellFor = (end) => {
    const row = end[0] === "T" ? "top" : "bottom";
    const occupied = cols.filter((c) => c.cross || c[row]).map((c) => c.column);
    const col = end[1] === "L" ? Math.min(...occupied) - 1 : Math.max(...occupied) + 1;
    const known = where.get(col);
    if (known && !known.cross) return { x: known.x, w: Math.max(known.w, TARGET), top: known.top };
    const edge = end[1] === "L" ? where.get(cols[0].column) : where.get(cols[cols.length - 1].column);
    const lastGroup = groups[groups.length - 1];
    const x = end[1] === "L" ? edge.x - GAP - TARGET : lastGroup.endX;
    return { x, w: TARGET, top: edge.top };
  };
  for (const t of opts.targets || []) {
    if (t.kind === "cut") {
      const here = where.get(t.column);
      if (!here) continue;
      const bx = here.x + here.w + GAP / 2;
      const y = here.top - pad, h = 2 * s + 2 * pad;
      if (t.side === "L") nodes.push(target(t, bx - TARGET, y, TARGET, h, "◀L"));
      else if (t.side === "R") nodes.push(target(t, bx, y, TARGET, h, "R▶"));
      else nodes.push(target(t, bx - TARGET / 2, y, TARGET, h, "✂"));
    } else if (t.end) {
      const cell = cellFor(t.end);
      const upper = t.end[0] === "T";
      const y = upper ? cell.top - pad : cell.top + s;
      nodes.push(target(t, cell.x, y, cell.w, s + pad, t.end));
    }
  }
  // the junctions that may be cut now, marked faintly even before a tile is chosen
  for (const cut of layout.cuts || []) {
    const here = where.get(cut.column);
    if (!here) continue;
    const bx = here.x + here.w + GAP / 2;
    nodes.unshift(svgEl("line", { x1: bx, y1: here.top - 6, x2: bx, y2: here.top + 2 * s + 6, class: "cut-mark", "data-cut": cut.column }));
  }
  const width = Math.max(...groups.map((g) => g.endX)) + M;
  return frame(Math.max(width, opts.minWidth || 0), groups.length * bandH, "sausage", nodes, opts);
}

// ---- the cross (maltese-cross) ---------------------------------------------------------------------
export function drawCross(layout, opts) {
  const s = opts.unit;
  if (!layout.spinner) return emptyLayout("cross", opts);
  const arms = layout.arms;
  const along = (p, horizontalArm) => {
    const dbl = p.first === p.second;
    // along a horizontal arm a tile lies flat and a double stands up; the other way on N and S
    const vertical = horizontalArm ? dbl : !dbl;
    return { p, vertical, w: vertical ? s : 2 * s, h: vertical ? 2 * s : s };
  };
  const len = (list, key) => list.reduce((sum, piece) => sum + piece[key] + GAP, 0);
  const E = arms.E.map((p) => along(p, true)), W = arms.W.map((p) => along(p, true));
  const N = arms.N.map((p) => along(p, false)), S = arms.S.map((p) => along(p, false));
  const M = TARGET + 10;
  // a cross wider than the room is drawn with smaller tiles (never below 12 px a half)
  const natural = 2 * M + len(W, "w") + len(E, "w") + s;
  if (natural > opts.width && s > 12 && !opts.fixedUnit) {
    const smaller = Math.max(12, Math.floor(s * Math.max(opts.width - 2 * M, 0) / Math.max(natural - 2 * M, 1)));
    if (smaller < s) return drawCross(layout, { ...opts, unit: smaller, fixedUnit: true });
  }
  const cx = M + Math.max(len(W, "w"), s) + s / 2 + GAP;
  const cy = M + Math.max(len(N, "h"), s) + s + GAP;
  const nodes = [];
  nodes.push(placedTile(layout.spinner, cx - s / 2, cy - s, true, s, opts));
  let x = cx + s / 2 + GAP;
  for (const piece of E) {
    nodes.push(placedTile(piece.p, x, cy - piece.h / 2, piece.vertical, s, opts));
    x += piece.w + GAP;
  }
  const eEnd = x;
  x = cx - s / 2 - GAP;
  for (const piece of W) {
    x -= piece.w;
    nodes.push(placedTile(piece.p, x, cy - piece.h / 2, piece.vertical, s, opts, true));
    x -= GAP;
  }
  const wEnd = x;
  let y = cy - s - GAP;
  for (const piece of N) {
    y -= piece.h;
    nodes.push(placedTile(piece.p, cx - piece.w / 2, y, piece.vertical, s, opts, true));
    y -= GAP;
  }
  const nEnd = y;
  y = cy + s + GAP;
  for (const piece of S) {
    nodes.push(placedTile(piece.p, cx - piece.w / 2, y, piece.vertical, s, opts));
    y += piece.h + GAP;
  }
  const sEnd = y;
  const spots = {
    N: [cx - TARGET / 2, nEnd - TARGET],
    S: [cx - TARGET / 2, sEnd],
    E: [eEnd, cy - TARGET / 2],
    W: [wEnd - TARGET, cy - TARGET / 2],
  };
  const labelAt = { N: [cx, nEnd - 10], S: [cx, sEnd + 10], E: [eEnd + 10, cy], W: [wEnd - 10, cy] };
  const chosen = new Set((opts.targets || []).map((t) => t.end));
  for (const arm of ["N", "E", "S", "W"]) if (!chosen.has(arm)) nodes.push(endLabel(labelAt[arm][0], labelAt[arm][1], arm));
  for (const t of opts.targets || []) {
    const spot = spots[t.end];
    if (spot) nodes.push(target(t, spot[0], spot[1], TARGET, TARGET, t.end));
  }
  const width = Math.max(eEnd + M, cx + s / 2 + M);
  const height = Math.max(sEnd + M, cy + s + M);
  return frame(width, height, "cross", nodes, opts);
}

/**
 * The layout of a view (or a replay frame) as an SVG element.
 * opts: width (px available), unit (optional), variant, targets [{move, kind, end, column, side}],
 * last (tile name of the last play), fresh (Set of tile names just placed), emptyText, aria.
 */
export function drawLayout(layout, opts = {}) {
  const o = { ...opts };
  o.width = Math.max(o.width || 360, 240);
  o.unit = o.unit || unitFor(o.width);
  switch (layout.kind) {
    case "line":
      return drawLine(layout, o);
    case "snake":
      return drawSnake(layout, o);
    case "sausage":
      return drawSausage(layout, o);
    case "cross":
      return drawCross(layout, o);
    default:
      return emptyLayout(layout.kind || "unknown", o);
  }
}

/** Every tile name in a layout (to find the ones just placed). */
export function layoutTiles(layout) {
  const out = [];
  const add = (p) => p && out.push(p.tile);
  if (layout.kind === "sausage") for (const c of layout.columns) [c.cross, c.top, c.bottom].forEach(add);
  else if (layout.kind === "cross") {
    add(layout.spinner);
    for (const arm of Object.values(layout.arms || {})) arm.forEach(add);
  } else (layout.tiles || []).forEach(add);
  return out;
}

// ---- the hand ---------------------------------------------------------------------------------------
/**
 * A seat's hand as buttons, lowest first (as the engine sorts them). opts: playable (Set of tile
 * names), selected (tile name), unit, disabled (no clicks at all), label(tile) for aria-label.
 */
export function drawHand(tiles, opts = {}) {
  const s = opts.unit || 26;
  const wrap = htmlEl("div", { class: "hand", role: "group", "aria-label": opts.aria || "hand" });
  for (const name of tiles) {
    const playable = opts.playable ? opts.playable.has(name) : false;
    const cls = ["hand-tile", playable ? "playable" : "dim", opts.selected === name ? "selected" : "", opts.fresh && opts.fresh.has(name) ? "fresh" : ""];
    const button = htmlEl("button", {
      type: "button",
      class: cls.join(" ").trim().replace(/\s+/g, " "),
      "data-tile": name,
      "aria-label": opts.label ? opts.label(name, playable) : name,
      "aria-pressed": opts.selected === name ? "true" : "false",
      // with `explain`, a tile that is not lit still answers a click (with the reason it is not)
      disabled: opts.disabled || (!playable && !opts.explain) ? "" : null,
      "data-lit": playable ? "1" : null,
    });
    button.appendChild(tileIcon(name, s, true));
    wrap.appendChild(button);
  }
  return wrap;
}

/** Face-down tiles, for a seat's count in the end-of-deal reveal when nothing is known. */
export function backs(n, s = 10) {
  const row = htmlEl("span", { class: "backs", "aria-hidden": "true", "data-n": n });
  for (let i = 0; i < n; i++) row.appendChild(svgEl("svg", { width: s, height: 2 * s, viewBox: `0 0 ${s} ${2 * s}`, class: "tile-back" }, [svgEl("rect", { x: 0.5, y: 0.5, width: s - 1, height: 2 * s - 1, rx: 2 })]));
  return row;
}
