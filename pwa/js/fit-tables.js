// Every table fits its screen at any zoom without a word broken in two: one whose columns cannot
// sit side by side is stacked (css/app.css, `table.stacked`), each cell after its column's name
// ("Ada 4"). This watches the screen for tables, so a game's own redraws are fitted too.

/** Fits every table under `root` now, and every one drawn there later. */
export function fitTables(root) {
  const resized = new ResizeObserver((entries) => {
    // A frame later: a layout changed inside the observer's callback would resize what it
    // observes within the same frame.
    requestAnimationFrame(() => entries.forEach(({target}) => {
      if (!target.isConnected) return resized.unobserve(target);
      (target.matches("table") ? [target] : target.querySelectorAll("table")).forEach(fit);
    }));
  });
  const watch = (table) => {
    label(table);
    fit(table);
    resized.observe(table);  // its text grew or shrank
    resized.observe(table.parentElement);  // its room changed (rotation, zoom)
  };
  root.querySelectorAll("table").forEach(watch);
  new MutationObserver((records) => {
    const tables = new Set();
    for (const record of records) {
      const inside = record.target.closest?.("table");
      if (inside) tables.add(inside);
      for (const node of record.addedNodes) {
        if (node.nodeType !== Node.ELEMENT_NODE) continue;
        if (node.matches("table")) tables.add(node);
        node.querySelectorAll("table").forEach((table) => tables.add(table));
      }
    }
    tables.forEach((table) => table.isConnected && watch(table));
  }).observe(root, {childList: true, subtree: true});
}

// Each body cell carries its column's heading; a row heading that is a number ("1") carries the
// first column's, to read "Hole 1".
function label(table) {
  const heads = [...(table.tHead?.rows[table.tHead.rows.length - 1]?.cells || [])].map((cell) => cell.textContent.trim());
  for (const body of [...table.tBodies, table.tFoot].filter(Boolean)) {
    for (const row of body.rows) {
      [...row.cells].forEach((cell, column) => {
        if (heads[column] && (column > 0 || /^\d/.test(cell.textContent.trim()))) cell.dataset.label = heads[column];
      });
    }
  }
}

// Stacked when its columns side by side would reach past its container or the screen.
function fit(table) {
  if (!table.isConnected) return;
  table.classList.remove("stacked");
  const room = Math.min(contentRight(table.parentElement), contentRight(table.closest("main") || document.body));
  table.classList.toggle("stacked", table.getBoundingClientRect().right > room + 0.5);
}

function contentRight(node) {
  const style = getComputedStyle(node);
  return node.getBoundingClientRect().right - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight);
}
