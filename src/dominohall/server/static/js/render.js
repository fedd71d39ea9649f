// Drawing the table: pure functions from the wire JSON (dominohall.server.wire) to SVG and DOM
// elements. No networking, no state: the controller (table.js, replay.js) passes everything in.
//
// Every layout is drawn as it lies, one SVG user unit to one CSS pixel (so that a target drawn
// 44 units wide is 44 px on any screen):
//   line     (block, draw, twins)  from the lead (kept in the middle of its row) both ways, doubles
//                                  crosswise, each arm turning at the edges with a tile standing at
//                                  the corner (the right arm downwards, the left arm upwards);
//   snake    (white-snake)         from the head, turning at the edges the same way;
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
  const r = s * (n > 6 ? 0.075 : s < 18 ? 0.115 : 0.095); // small tiles (a tall cross) get bolder pips
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
      "data-halves": `${a} ${b}`, // left (or top) and right (or bottom), as drawn
      "data-vertical": vertical ? "1" : null,
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

/** The half-tile size for tiles shown face up in a reveal or a replay: large enough to count the
 * pips (28 px a half on a desktop, 20 on a phone). */
export function revealUnit() {
  return (window.innerWidth || 1024) >= 700 ? 28 : 20;
}

/** A row of tiles face up, lengthwise, for reveals and replays (wrapping as inline elements); never
 * smaller than revealUnit(), so that the pips can be counted. */
export function tileRow(names, s = 16, cls = "") {
  const row = htmlEl("span", { class: `tile-row ${cls}`.trim() });
  const size = Math.max(s, revealUnit());
  for (const name of names) row.appendChild(tileIcon(name, size, false));
  return row;
}

// ---- shared helpers --------------------------------------------------------------------------------
function classesFor(p, opts) {
  const cls = [];
  if (p.ghost) return `ghost ghost-${p.ghost}`; // a move not made, drawn where it would lie
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

/** An end's name as the board shows it (opts.endName: in the page's language), else its letter. */
function nameOf(opts, end) {
  return end && opts.endName ? opts.endName(end) : end;
}

function endLabel(x, y, text, anchor = "middle") {
  return svgEl("text", { x, y, class: "end-label", "text-anchor": anchor, "dominant-baseline": "central" }, [document.createTextNode(text)]);
}

function frame(width, height, kind, children, opts, top = 0, left = 0) {
  // `top`, `left`: the frame's upper left corner (a line's left arm turns upwards, above the lead's
  // row; a cross is drawn round its spinner at 0, 0)
  const x0 = Math.floor(left), y0 = Math.floor(top);
  const w = Math.ceil(width + left - x0), h = Math.ceil(height + top - y0);
  return svgEl(
    "svg",
    {
      class: `layout layout-${kind}`,
      width: w,
      height: h,
      viewBox: `${x0} ${y0} ${w} ${h}`,
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

// ---- the line (block, draw, twins) and the snake (white-snake) -----------------------------------------
// Both are laid as real tiles lie: a chain runs along a row and, at the edge of the table, turns with
// one tile standing at the corner, then comes back on the next row. The line grows from its lead,
// which stays where it was put (the middle of the first row): the right arm runs right and turns
// down, the left arm runs left and turns up. Each arm's tiles are placed from the lead outwards, so
// a tile added at one end moves no tile already on the table. The snake is one arm from its head.
// Doubles lie crosswise; every tile shows its halves in the chain's direction, so touching halves
// are next to each other (the corner tile stands, the tile after it lies under it, its matching
// half against the corner's).

/** The edges a chain turns at, for a board this wide. */
function lineEdges(width, s) {
  const M = TARGET + 6; // room outside the edges for the end targets and the corner tiles
  const room = Math.max(width - 2 * M, 8 * s);
  const xmin = Math.max(M, (width - room) / 2);
  return { M, xmin, xmax: xmin + room, width: Math.max(width, room + 2 * M) };
}

/**
 * Lays one arm: `chain` is a list of {p, near, far} (near: the half towards the lead or head), the arm
 * starts at x (the edge its first tile touches) on the row whose axis is y, running `dir` (+1 right,
 * -1 left); at an edge it turns `vdir` (+1 down, -1 up). Returns the placed pieces and where the
 * next tile would go ({x, y, dir, corner}).
 */
function layArm(chain, x, y, dir, vdir, edges, s) {
  const rowStep = 2 * s + GAP + 2;
  const out = [];
  let corner = null; // the corner tile just laid: the next tile lies under (or over) it
  for (const c of chain) {
    const dbl = c.near === c.far;
    if (corner && dbl) {
      // a double lies crosswise in the new row, as every double does: it stands right under (or
      // over) the corner, touching its free half, and the row moves half a tile further out to
      // make room for it (the tiles after it lie against its side)
      y += (vdir * s) / 2;
      out.push({ p: c.p, x: corner.x, y: y - s, vertical: true, a: vdir > 0 ? c.near : c.far, b: vdir > 0 ? c.far : c.near });
      x = dir > 0 ? corner.x + s + GAP : corner.x - GAP;
      corner = null;
      continue;
    }
    if (corner) {
      // lengthwise in the new direction, its near half against the corner's free half
      const left = dir > 0 ? corner.x : corner.x - s; // its near half right under the corner
      out.push({ p: c.p, x: left, y: y - s / 2, vertical: false, a: dir > 0 ? c.near : c.far, b: dir > 0 ? c.far : c.near });
      x = dir > 0 ? left + 2 * s + GAP : left - GAP;
      corner = null;
      continue;
    }
    const w = dbl ? s : 2 * s;
    const fits = dir > 0 ? x + w <= edges.xmax : x - w >= edges.xmin;
    if (fits) {
      const left = dir > 0 ? x : x - w;
      if (dbl) out.push({ p: c.p, x: left, y: y - s, vertical: true, a: c.near, b: c.far });
      else out.push({ p: c.p, x: left, y: y - s / 2, vertical: false, a: dir > 0 ? c.near : c.far, b: dir > 0 ? c.far : c.near });
      x = dir > 0 ? x + w + GAP : x - w - GAP;
      continue;
    }
    // the corner: the tile stands, its near half beside the row, and the chain comes back
    const left = dir > 0 ? x : x - s;
    const top = vdir > 0 ? y - s / 2 : y - 1.5 * s;
    out.push({ p: c.p, x: left, y: top, vertical: true, a: vdir > 0 ? c.near : c.far, b: vdir > 0 ? c.far : c.near, corner: true });
    corner = { x: left };
    y += vdir * rowStep;
    dir = -dir;
    x = dir > 0 ? left : left + s;
  }
  return { pieces: out, next: { x, y, dir, vdir, corner } };
}

/** Where the next tile of an arm would go, as a TARGET-sized square, and the spot for its label. */
function nextSpot(next, edges, s) {
  const { x, y, dir, vdir, corner } = next;
  if (corner) {
    // under (or over) the corner tile just laid
    const cx = dir > 0 ? corner.x + s : corner.x;
    return { x: cx - TARGET / 2, y: y - TARGET / 2, lx: cx, ly: y };
  }
  const tx = dir > 0 ? x : x - TARGET;
  if (dir > 0 ? x + 2 * s <= edges.xmax : x - 2 * s >= edges.xmin) {
    return { x: tx, y: y - TARGET / 2, lx: dir > 0 ? x + 8 : x - 8, ly: y, anchor: dir > 0 ? "start" : "end" };
  }
  // the next tile turns the corner here
  const ty = vdir > 0 ? y - s / 2 : y + s / 2 - TARGET;
  return { x: tx, y: ty, lx: tx + TARGET / 2, ly: ty + TARGET / 2 };
}

function chainOf(tiles, towardsStart) {
  // towardsStart: the near half is `second` (an arm read from right to left), else `first`
  return tiles.map((p) => (towardsStart ? { p, near: p.second, far: p.first } : { p, near: p.first, far: p.second }));
}

function drawChains(kind, head, arms, edges, opts) {
  const s = opts.unit;
  const nodes = [];
  const boxes = [];
  const put = (piece) => {
    nodes.push(tileSvg(piece.a, piece.b, piece.x, piece.y, piece.vertical, s, { cls: [classesFor(piece.p, opts), piece.corner ? "corner" : ""].join(" ").trim() }));
    boxes.push([piece.x, piece.y, piece.x + (piece.vertical ? s : 2 * s), piece.y + (piece.vertical ? 2 * s : s)]);
  };
  put(head);
  const spots = {};
  for (const arm of arms) {
    const laid = layArm(arm.chain, arm.x, 0, arm.dir, arm.vdir, edges, s);
    laid.pieces.forEach(put);
    spots[arm.end] = nextSpot(laid.next, edges, s);
  }
  const targets = opts.targets || [];
  const lit = new Set(targets.map((t) => t.end || arms[0].end));
  for (const arm of arms) {
    const spot = spots[arm.end];
    boxes.push([spot.x, spot.y, spot.x + TARGET, spot.y + TARGET]);
    if (!lit.has(arm.end) && arm.label) nodes.push(endLabel(spot.lx, spot.ly, nameOf(opts, arm.label), spot.anchor || "middle"));
  }
  for (const t of targets) {
    const spot = spots[t.end] || spots[arms[0].end];
    nodes.push(target(t, spot.x, spot.y, TARGET, TARGET, nameOf(opts, t.end) || "▶"));
  }
  if (opts.headMark) nodes.push(endLabel(head.x - 10, 0, opts.headMark, "end"));
  const room = markRoom(s); // room for a seat's mark beside a tile of the first or last row
  const top = Math.min(...boxes.map((b) => b[1])) - room;
  const bottom = Math.max(...boxes.map((b) => b[3])) + room;
  return frame(edges.width, bottom - top, kind, nodes, opts, top);
}

export function drawLine(layout, opts) {
  const s = opts.unit;
  const tiles = layout.tiles || [];
  if (!tiles.length) return emptyLayout("line", opts);
  const edges = lineEdges(opts.width, s);
  const lead = tiles[Math.min(Math.max(layout.lead || 0, 0), tiles.length - 1)];
  const dbl = lead.first === lead.second;
  const w = dbl ? s : 2 * s;
  const x = Math.round(edges.width / 2 - w / 2);
  const head = { p: lead, x, y: dbl ? -s : -s / 2, vertical: dbl, a: lead.first, b: lead.second };
  const i = tiles.indexOf(lead);
  const arms = [
    { end: "R", label: "R", chain: chainOf(tiles.slice(i + 1), false), x: x + w + GAP, dir: 1, vdir: 1 },
    { end: "L", label: "L", chain: chainOf(tiles.slice(0, i).reverse(), true), x: x - GAP, dir: -1, vdir: -1 },
  ];
  return drawChains("line", head, arms, edges, opts);
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
  const tiles = layout.tiles || [];
  if (!tiles.length) return emptyLayout("snake", opts);
  const edges = lineEdges(opts.width, s);
  const first = tiles[0];
  const dbl = first.first === first.second;
  const x = edges.xmin;
  const head = { p: first, x, y: dbl ? -s : -s / 2, vertical: dbl, a: first.first, b: first.second };
  const arms = [{ end: "", label: "", chain: chainOf(tiles.slice(1), false), x: x + (dbl ? s : 2 * s) + GAP, dir: 1, vdir: 1 }];
  return drawChains("snake", head, arms, edges, { ...opts, headMark: "●" });
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
  const twoSided = !layout.one_way; // SA-11: the one-way rows grow to the right only
  // room above and below the rows for targets. A two-sided cut has two targets at its junction, the
  // side the next player takes (SA-6): ◀L above the rows and R▶ below them, each TARGET px square
  // and clear of the tiles, so that neighbouring junctions (one lengthwise column apart) never share
  // a pixel; the room for them is kept whether or not a tile is chosen, so that nothing jumps.
  // The column numbers keep their own line above that room: a ◀L place (or the one-way ✂) sits under
  // them, never on the numbers it refers to.
  const labelH = 16, pad = TARGET - s + 4;
  const padTop = Math.max(pad, TARGET + 8);
  const padBottom = twoSided ? Math.max(pad, TARGET - 4) : pad;
  const bandH = labelH + padTop + 2 * s + padBottom + 6;
  const where = new Map(); // column number -> {x, w, top (y of the top row)}
  const nodes = [];
  groups.forEach((group, g) => {
    const y0 = g * bandH;
    const top = y0 + labelH + padTop;
    let x = M;
    for (const col of group) {
      const w = widthOf(col);
      where.set(col.column, { x, w, top });
      nodes.push(svgEl("text", { x: x + w / 2, y: y0 + labelH / 2 + 2, class: "column-number", "text-anchor": "middle", "dominant-baseline": "central" }, [
        document.createTextNode(String(col.column)),
      ]));
      for (const [p, tx, ty, vertical] of [[col.cross, x, top, true], [col.top, x, top, false], [col.bottom, x, top + s, false]]) {
        if (!p) continue;
        const tile = placedTile(p, tx, ty, vertical, s, opts);
        tile.dataset.column = String(col.column);
        nodes.push(tile);
      }
      x += w + GAP;
    }
    const first = g === 0, last = g === groups.length - 1;
    const lit = new Set((opts.targets || []).map((t) => t.end));
    const label = (end, lx, ly, anchor) => !lit.has(end) && nodes.push(endLabel(lx, ly, nameOf(opts, end), anchor));
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
      if (t.side === "L") nodes.push(target(t, bx - TARGET / 2, here.top - TARGET - 2, TARGET, TARGET, `◀${nameOf(opts, "L")}`));
      else if (t.side === "R") nodes.push(target(t, bx - TARGET / 2, here.top + 2 * s + 2, TARGET, TARGET, `${nameOf(opts, "R")}▶`));
      // one way (SA-11): above the junction, as ◀L is, not over the tiles of the two columns beside it
      else nodes.push(target(t, bx - TARGET / 2, here.top - TARGET - 2, TARGET, TARGET, "✂"));
    } else if (t.end) {
      const cell = cellFor(t.end);
      const upper = t.end[0] === "T";
      const y = upper ? cell.top - padTop : cell.top + s;
      nodes.push(target(t, cell.x, y, cell.w, s + (upper ? padTop : padBottom), nameOf(opts, t.end)));
    }
  }
  // a cut not made (the analysis' better move), across its junction; the part it would hand to the
  // next player is dimmed, and its side named (◀L, R▶), so that two cuts of one junction differ
  for (const cut of opts.ghostCuts || []) {
    const here = where.get(cut.column);
    if (!here) continue;
    const bx = here.x + here.w + GAP / 2;
    const best = cut.ghost !== "played";
    // the cut played at the junction of the better one (the other side) shares its tile
    const shared = !best && (opts.ghostCuts || []).some((c) => c.ghost !== "played" && c.column === cut.column);
    if (!shared) nodes.push(placedTile(cut, bx - s / 2, here.top, true, s, opts));
    if (best) {
      const taken = takenColumns(cols, cut.column, cut.side);
      for (const node of nodes) {
        const column = node.dataset ? node.dataset.column : undefined;
        if (column !== undefined && taken.has(Number(column)) && !node.classList.contains("ghost")) node.classList.add("to-take");
      }
    }
    const mark = cut.side === "L" ? `◀${nameOf(opts, "L")}` : cut.side === "R" ? `${nameOf(opts, "R")}▶` : "✂";
    const y = best ? here.top - 6 : here.top + 2 * s + 14; // the better side above, the side played below
    nodes.push(svgEl("text", { x: bx, y, class: `ghost-side ghost-side-${cut.ghost}`, "text-anchor": "middle", "data-side": cut.side || "" }, [document.createTextNode(mark)]));
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

/** The columns a cut between `column` and `column + 1` hands to the next player: left of it (side L),
 * right of it (R), or (one-way sausage, no side) from the nearest crosswise tile left of it up to it
 * (SA-6, SA-11). */
function takenColumns(cols, column, side) {
  if (side === "L") return new Set(cols.filter((c) => c.column <= column).map((c) => c.column));
  if (side === "R") return new Set(cols.filter((c) => c.column > column).map((c) => c.column));
  const crosses = cols.filter((c) => c.cross && c.column <= column).map((c) => c.column);
  const from = crosses.length ? Math.max(...crosses) : -Infinity;
  return new Set(cols.filter((c) => c.column >= from && c.column <= column).map((c) => c.column));
}

// ---- the cross (maltese-cross) ---------------------------------------------------------------------
// The spinner in the middle, its four arms laid as the line's arms are: each runs out from the
// spinner and, at the edge of the room it has (half the width for E and W, half the height given
// for N and S), turns clockwise with a tile standing at the corner and comes back, in its own
// quarter of the table (N into the north-east, E into the south-east, S into the south-west, W into
// the north-west), so no arm runs into another. Each arm is laid in its own frame (x along the
// arm from the spinner's centre, y clockwise from it) by layArm, then turned into place.
const CROSS_FRAMES = {
  E: (x, y) => [x, y],
  S: (x, y) => [-y, x],
  W: (x, y) => [-x, -y],
  N: (x, y) => [y, -x],
};

/** A tile laid in an arm's frame, turned into the table's: its box, whether it stands, its halves. */
function turnPiece(piece, map, s) {
  const w = piece.vertical ? s : 2 * s, h = piece.vertical ? 2 * s : s;
  const [x1, y1] = map(piece.x, piece.y), [x2, y2] = map(piece.x + w, piece.y + h);
  const ca = map(piece.x + s / 2, piece.y + s / 2); // the centre of the half drawn first (a)
  const cb = piece.vertical ? map(piece.x + s / 2, piece.y + 1.5 * s) : map(piece.x + 1.5 * s, piece.y + s / 2);
  const vertical = Math.abs(cb[1] - ca[1]) > Math.abs(cb[0] - ca[0]);
  const aFirst = vertical ? ca[1] < cb[1] : ca[0] < cb[0];
  return { ...piece, x: Math.min(x1, x2), y: Math.min(y1, y2), vertical, a: aFirst ? piece.a : piece.b, b: aFirst ? piece.b : piece.a };
}

export function drawCross(layout, opts) {
  const s = opts.unit;
  if (!layout.spinner) return emptyLayout("cross", opts);
  const M = TARGET + 10;
  const reach = {
    E: Math.max(opts.width / 2 - M, 5 * s),
    W: Math.max(opts.width / 2 - M, 5 * s),
    N: opts.height ? Math.max(opts.height / 2 - M, 5 * s) : Infinity,
    S: opts.height ? Math.max(opts.height / 2 - M, 5 * s) : Infinity,
  };
  const nodes = [];
  const boxes = [];
  const put = (piece) => {
    nodes.push(tileSvg(piece.a, piece.b, piece.x, piece.y, piece.vertical, s, { cls: [classesFor(piece.p, opts), piece.corner ? "corner" : ""].join(" ").trim() }));
    boxes.push([piece.x, piece.y, piece.x + (piece.vertical ? s : 2 * s), piece.y + (piece.vertical ? 2 * s : s)]);
  };
  const sp = layout.spinner;
  put({ p: sp, x: -s / 2, y: -s, vertical: true, a: sp.first, b: sp.second });
  const spots = {};
  for (const arm of ["N", "E", "S", "W"]) {
    const map = CROSS_FRAMES[arm];
    // along E and W the spinner is one half wide, along N and S two
    const start = (arm === "E" || arm === "W" ? s / 2 : s) + GAP;
    // a row coming back keeps clear of the next arm's crosswise doubles and of its corners
    const edges = { xmin: 2 * s + 8, xmax: reach[arm] };
    const laid = layArm(chainOf((layout.arms || {})[arm] || [], false), start, 0, 1, 1, edges, s);
    for (const piece of laid.pieces) put(turnPiece(piece, map, s));
    const spot = nextSpot(laid.next, edges, s);
    const [x1, y1] = map(spot.x, spot.y), [x2, y2] = map(spot.x + TARGET, spot.y + TARGET);
    spots[arm] = { x: Math.min(x1, x2), y: Math.min(y1, y2) };
    boxes.push([spots[arm].x, spots[arm].y, spots[arm].x + TARGET, spots[arm].y + TARGET]);
  }
  const chosen = new Set((opts.targets || []).map((t) => t.end));
  for (const arm of ["N", "E", "S", "W"]) {
    if (!chosen.has(arm)) nodes.push(endLabel(spots[arm].x + TARGET / 2, spots[arm].y + TARGET / 2, nameOf(opts, arm)));
  }
  for (const t of opts.targets || []) {
    const spot = spots[t.end];
    if (spot) nodes.push(target(t, spot.x, spot.y, TARGET, TARGET, nameOf(opts, t.end)));
  }
  // the spinner stays in the middle of the board's width, however the arms grow
  const room = markRoom(s);
  const half = Math.max(-Math.min(...boxes.map((b) => b[0])) + room, Math.max(...boxes.map((b) => b[2])) + room);
  const left = -half, right = half;
  const top = Math.min(...boxes.map((b) => b[1])) - room, bottom = Math.max(...boxes.map((b) => b[3])) + room;
  // a cross still too large for its room (its quarters full) is drawn with smaller tiles
  const tooBig = right - left > opts.width + 0.5 || (opts.height && bottom - top > opts.height + 0.5);
  if (tooBig && s > 12) return drawCross(layout, { ...opts, unit: s - 2 });
  return frame(right - left, bottom - top, "cross", nodes, opts, top, left);
}

/**
 * The layout of a view (or a replay frame) as an SVG element.
 * opts: width (px available), height (px the board may take; a cross scales down to it), unit
 * (optional), targets [{move, kind, end, column, side}], last (tile name of the last play),
 * fresh (Set of tile names just placed), seats (Map tile name -> seat: each seat's last play, marked
 * with the seat's number), seatName(seat) (for the marks' titles), ghost ({move} or {tile, place}: a
 * move not made, drawn translucent where it would lie), played (the same for the move that was made
 * instead, drawn only where it would lie elsewhere), emptyText, aria, where (Map tile name -> where it
 * lies, in words, said with the tile).
 */
export function drawLayout(layout, opts = {}) {
  const o = { ...opts };
  o.width = Math.max(o.width || 360, 240);
  o.unit = o.unit || unitFor(o.width);
  let shown = layout;
  const cuts = [];
  for (const [which, spec] of [["best", o.ghost], ["played", o.played]]) {
    const move = ghostMove(spec);
    if (!move) continue;
    if (which === "played" && samePlace(move, ghostMove(o.ghost))) continue;
    const laid = withMove(shown, move, which);
    if (!laid) continue;
    if (laid.cut) cuts.push(laid.cut);
    else shown = laid.layout;
  }
  o.ghostCuts = cuts;
  let svg;
  switch (shown.kind) {
    case "line":
      svg = drawLine(shown, o);
      break;
    case "snake":
      svg = drawSnake(shown, o);
      break;
    case "sausage":
      svg = drawSausage(shown, o);
      break;
    case "cross":
      svg = drawCross(shown, o);
      break;
    default:
      svg = emptyLayout(shown.kind || "unknown", o);
  }
  // where each tile lies, said with it (opts.where: tile name -> "north arm", "column 2, top row"): the
  // accessibility tree had the tiles without their arm or row (issue 36 item 18)
  for (const g of o.where ? svg.querySelectorAll("g.tile:not(.ghost)") : []) {
    const where = o.where.get(g.dataset.tile);
    if (!where) continue;
    const title = g.querySelector("title");
    if (title) title.textContent += ` · ${where}`;
    g.setAttribute("aria-label", title ? title.textContent : `${g.dataset.tile} · ${where}`);
  }
  if (o.seats) markSeats(svg, o);
  // the last play is said as well as drawn (opts.lastWord: "last play" in the page's language)
  for (const g of o.lastWord ? svg.querySelectorAll("g.tile.last") : []) {
    const title = g.querySelector("title");
    if (title) title.textContent += ` · ${o.lastWord}`;
    g.setAttribute("aria-label", title ? title.textContent : `${g.dataset.tile} · ${o.lastWord}`);
  }
  return svg;
}

/** The radius of a seat's mark (its number in a disc) for tiles of half-side `unit`. */
function markRadius(unit) {
  return Math.max(6, unit * 0.3);
}

/** The room a drawing keeps round its tiles for the seats' marks, which lie just outside a tile. */
function markRoom(unit) {
  return Math.max(10, 2 * markRadius(unit) + 2);
}

/** Where a tile group lies: its translate(x y). */
function placeOf(g) {
  const m = /translate\(([-\d.e]+)[ ,]+([-\d.e]+)\)/.exec(g.getAttribute("transform") || "");
  return m ? [Number(m[1]), Number(m[2])] : [0, 0];
}

/** Each seat's last play marked on its tile: an outline and the seat's number in a small disc just
 * outside the tile. The disc goes where it covers no pip of any tile (nor another seat's disc) and
 * stays within the drawing: a corner, or the middle of a side, whichever is clear first. */
function markSeats(svg, opts) {
  const tiles = [...svg.querySelectorAll("g.tile")];
  const pips = [];
  const bodies = [];
  // what a disc must not lie on either: a lit place (it would take the place's clicks and hide its
  // corner) and the words drawn on the board (an end's name, a column's number), as boxes
  const keepClear = [];
  for (const rect of svg.querySelectorAll(".target-area")) {
    const [x, y, w, h] = ["x", "y", "width", "height"].map((k) => Number(rect.getAttribute(k)));
    keepClear.push([x, y, x + w, y + h]);
  }
  for (const text of svg.querySelectorAll(".end-label, .column-number")) {
    const x = Number(text.getAttribute("x")), y = Number(text.getAttribute("y"));
    const w = 7.5 * (text.textContent || "").length + 2, anchor = text.getAttribute("text-anchor");
    const left = anchor === "end" ? x - w : anchor === "middle" ? x - w / 2 : x;
    keepClear.push([left, y - 8, left + w, y + 8]);
  }
  for (const g of tiles) {
    const [x, y] = placeOf(g);
    for (const c of g.querySelectorAll(".pip")) pips.push([x + Number(c.getAttribute("cx")), y + Number(c.getAttribute("cy")), Number(c.getAttribute("r"))]);
    const rect = g.querySelector(".tile-body");
    if (rect) bodies.push([x, y, x + Number(rect.getAttribute("width")) + 1, y + Number(rect.getAttribute("height")) + 1]);
  }
  const box = svg.viewBox && svg.viewBox.baseVal;
  const placed = [];
  const r = markRadius(opts.unit);
  for (const g of tiles) {
    if (g.classList.contains("ghost")) continue;
    const seat = opts.seats.get(g.dataset.tile);
    if (seat === undefined) continue;
    g.classList.add("seat-last", `seat-${seat % 6}`);
    g.dataset.seat = String(seat);
    const title = g.querySelector("title");
    if (title && opts.seatName) {
      title.textContent += ` · ${opts.seatName(seat)}`;
      g.setAttribute("aria-label", title.textContent); // said as shown: the tile and who laid it
    }
    const [x, y] = placeOf(g);
    const rect = g.querySelector(".tile-body");
    const w = Number(rect.getAttribute("width")) + 1, h = Number(rect.getAttribute("height")) + 1;
    const d = r * 0.75, e = r + 1;
    const spots = [[-d, -d], [w / 2, -e], [w + d, -d], [-d, h + d], [w / 2, h + e], [w + d, h + d], [-e, h / 2], [w + e, h / 2]];
    let best = null;
    for (const [i, [cx, cy]] of spots.entries()) {
      const ax = x + cx, ay = y + cy;
      const covered = pips.filter(([px, py, pr]) => Math.hypot(px - ax, py - ay) < r + pr + 0.5).length;
      const crowded = placed.filter(([qx, qy]) => Math.hypot(qx - ax, qy - ay) < 2 * r + 1).length;
      const outside = box && box.width ? Number(ax - r < box.x || ay - r < box.y || ax + r > box.x + box.width || ay + r > box.y + box.height) : 0;
      const over = bodies.filter(([x1, y1, x2, y2]) => !(x1 === x && y1 === y) && ax + r > x1 && ax - r < x2 && ay + r > y1 && ay - r < y2).length;
      const blocks = keepClear.filter(([x1, y1, x2, y2]) => ax + r > x1 && ax - r < x2 && ay + r > y1 && ay - r < y2).length;
      const cost = covered * 1000 + blocks * 300 + crowded * 100 + outside * 10 + over + i * 0.01;
      if (!best || cost < best.cost) best = { cost, cx, cy };
    }
    placed.push([x + best.cx, y + best.cy]);
    g.appendChild(svgEl("g", { class: "seat-tag", "aria-hidden": "true", transform: `translate(${best.cx} ${best.cy})` }, [
      svgEl("circle", { cx: 0, cy: 0, r }),
      svgEl("text", { x: 0, y: 0.5, "text-anchor": "middle", "dominant-baseline": "central", "font-size": r * 1.35 }, [document.createTextNode(String(seat))]),
    ]));
  }
}

/** Each seat's last play of the current deal, from a log (view.log, or the replay's actions). */
export function lastPlays(events) {
  const out = new Map();
  const bySeat = new Map();
  for (const e of events || []) {
    if (!e) continue;
    if (e.event === "deal") bySeat.clear();
    if (e.event === "play" && e.move) bySeat.set(e.seat, moveTile(e.move));
  }
  for (const [seat, tile] of bySeat) out.set(tile, seat);
  return out;
}

function ghostMove(spec) {
  if (!spec) return "";
  if (typeof spec === "string") return spec;
  if (spec.move) return spec.move;
  return spec.tile ? (spec.place ? `${spec.tile}@${spec.place}` : spec.tile) : "";
}

function samePlace(a, b) {
  return !!a && !!b && (a.split("@")[1] || "") === (b.split("@")[1] || "");
}

/**
 * The layout with `move` (RULES.md N notation) laid as it would lie, its tile marked `ghost: which`;
 * a cut is given back as {cut: {tile, column, first, second}} (a tile laid across a junction);
 * null for a move that lays no tile (a pass, a steal) or that does not fit the layout.
 */
export function withMove(layout, move, which = "best") {
  if (!move || move === "pass" || move.startsWith("steal:")) return null;
  const [name, ...rest] = move.split("@");
  const [a, b] = parseTile(name);
  if (Number.isNaN(a) || Number.isNaN(b)) return null;
  const where = rest.join("@");
  const other = (match) => (a === match ? b : b === match ? a : null);
  const ghost = (first, second) => ({ tile: `${Math.min(a, b)}-${Math.max(a, b)}`, first, second, ghost: which });
  const copy = JSON.parse(JSON.stringify(layout));
  if (copy.kind === "line" || copy.kind === "snake") {
    const tiles = copy.tiles || [];
    if (!tiles.length) return { layout: { ...copy, tiles: [ghost(Math.min(a, b), Math.max(a, b))], lead: 0 } };
    if (where === "L") {
      const o = other(tiles[0].first);
      if (o === null) return null;
      return { layout: { ...copy, tiles: [ghost(o, tiles[0].first), ...tiles], lead: (copy.lead || 0) + 1 } };
    }
    const end = tiles[tiles.length - 1].second;
    const o = other(end);
    if (o === null) return null;
    return { layout: { ...copy, tiles: [...tiles, ghost(end, o)] } };
  }
  if (copy.kind === "cross") {
    if (!copy.spinner) return { layout: { ...copy, spinner: ghost(a, b) } };
    const arm = (copy.arms || {})[where];
    if (!arm) return null;
    const end = arm.length ? arm[arm.length - 1].second : copy.spinner.first;
    const o = other(end);
    if (o === null) return null;
    arm.push(ghost(end, o));
    return { layout: copy };
  }
  if (copy.kind === "sausage") {
    const cols = copy.columns || [];
    if (!cols.length) return { layout: { ...copy, columns: [{ column: 0, cross: ghost(Math.min(a, b), Math.max(a, b)), top: null, bottom: null }] } };
    if (where.startsWith("cut:")) {
      const column = Number(where.split(":")[1]);
      const left = cols.find((c) => c.column === column);
      if (!left || !left.top || !left.bottom) return null;
      const side = where.split(":")[2] || ""; // L or R (SA-6); none in the one-way sausage
      return { cut: { tile: ghost(0, 0).tile, column, side, first: left.top.second, second: left.bottom.second, ghost: which } };
    }
    const row = where[0] === "T" ? "top" : "bottom";
    const inRow = cols.filter((c) => c.cross || c[row]);
    if (!inRow.length) return null;
    const value = (c, right) => (c.cross ? (row === "top" ? c.cross.first : c.cross.second) : right ? c[row].second : c[row].first);
    const rightSide = where[1] === "R";
    const edge = rightSide ? inRow[inRow.length - 1] : inRow[0];
    const end = value(edge, rightSide);
    const o = other(end);
    if (o === null) return null;
    const column = edge.column + (rightSide ? 1 : -1);
    const placed = rightSide ? ghost(end, o) : ghost(o, end);
    const known = cols.find((c) => c.column === column);
    if (known) known[row] = placed;
    else cols.push({ column, cross: null, top: row === "top" ? placed : null, bottom: row === "bottom" ? placed : null });
    cols.sort((x, y) => x.column - y.column);
    return { layout: { ...copy, columns: cols } };
  }
  return null;
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
  // a toolbar: one tab stop, the arrow keys move along it (opts.focus: the tile that is the tab stop)
  const wrap = htmlEl("div", { class: "hand", role: opts.focus === undefined ? "group" : "toolbar", "aria-label": opts.aria || "hand" });
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
      tabindex: opts.focus === undefined ? null : opts.focus === name ? 0 : -1,
    });
    // the button's name says the tile once: its picture is not read again
    const picture = tileIcon(name, s, true);
    picture.setAttribute("aria-hidden", "true");
    picture.removeAttribute("role");
    picture.removeAttribute("aria-label");
    button.appendChild(picture);
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

/**
 * The height the board may take on the table page so that it and the hand are on one screen below
 * the sticky head (the window less the head, the message line and the hand). Also keeps the head's
 * height in the CSS variable --head-h (scrolling a target into view keeps it clear of the head).
 */
export function boardRoom(board) {
  const head = document.querySelector(".table-head");
  const headH = head ? head.offsetHeight : 0;
  document.documentElement.style.setProperty("--head-h", `${headH}px`);
  const area = document.getElementById("hand-area");
  const dock = document.getElementById("hand-dock");
  const hand = document.getElementById("hand");
  let below = 0;
  if (area && !area.classList.contains("hidden")) {
    // the hand, its actions and the message line stay at the bottom of the screen (a sticky dock)
    const dockH = dock ? dock.offsetHeight : 0;
    below = (hand && hand.childElementCount ? dockH : Math.max(dockH, 110)) + 8;
    document.documentElement.style.setProperty("--dock-h", `${dockH}px`);
  }
  const style = board ? getComputedStyle(board) : null;
  const padding = (style ? parseFloat(style.paddingTop) + parseFloat(style.paddingBottom) : 0) + 12; // the board's own
  return Math.max(240, window.innerHeight - headH - below - padding);
}
