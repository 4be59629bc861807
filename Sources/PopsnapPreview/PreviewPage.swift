/// The one page the preview serves: HTML, CSS and script together, nothing loaded from elsewhere. Every
/// text that came from a spec or a file name reaches the page through `textContent` or an attribute set by
/// the script, never as markup, so a name like `<img onerror=…>.json` shows as the text it is.
enum PreviewPage {
    static let html = """
    <!doctype html>
    <html lang="en"><head><meta charset="utf-8"><title>popsnap preview</title>
    <style>
    body { font: 14px system-ui, sans-serif; margin: 0; color: #1c1c1e; background: #f2f2f7; }
    header { padding: 12px 20px; background: white; border-bottom: 1px solid #d1d1d6; display: flex; gap: 16px; align-items: baseline; }
    h1 { font-size: 18px; margin: 0; } #status { color: #8e8e93; font-size: 12px; }
    #gallery { display: flex; flex-wrap: wrap; gap: 16px; padding: 20px; }
    .card { background: white; border-radius: 12px; padding: 10px; box-shadow: 0 1px 3px rgba(0,0,0,.1); cursor: pointer; width: 220px; }
    .card img { width: 100%; display: block; border: 1px solid #e5e5ea; }
    .card .name { font-weight: 600; margin-top: 6px; word-break: break-all; } .card .variant { color: #8e8e93; font-size: 12px; }
    .error { color: #d70015; font-family: ui-monospace, monospace; font-size: 12px; white-space: pre-wrap; word-break: break-word; }
    #inspector { position: fixed; inset: 0; background: rgba(0,0,0,.35); display: none; }
    #inspector.open { display: block; }
    #panel { position: absolute; inset: 24px; background: white; border-radius: 12px; padding: 16px; overflow: auto; display: flex; gap: 16px; }
    #stage { position: relative; flex: none; align-self: flex-start; }
    #stage img { display: block; }
    #overlay { position: absolute; left: 0; top: 0; right: 0; bottom: 0; }
    .box { position: absolute; pointer-events: none; box-sizing: border-box; }
    #hover { border: 2px solid #007aff; background: rgba(0,122,255,.12); display: none; }
    .finding { border: 2px dashed #ff9500; }
    #side { flex: 1; min-width: 280px; }
    #switches label { display: inline-block; margin: 0 12px 8px 0; font-size: 12px; }
    #where { font-family: ui-monospace, monospace; font-size: 12px; min-height: 3em; white-space: pre-wrap; background: #f2f2f7; padding: 6px; border-radius: 6px; }
    #tree { font-family: ui-monospace, monospace; font-size: 12px; list-style: none; padding: 0; max-height: 40vh; overflow: auto; }
    #tree li { padding: 1px 4px; cursor: default; } #tree li.on { background: #d6e8ff; }
    #findings li { color: #c93400; font-size: 12px; }
    #diff img { max-width: 100%; } #diff .stack { position: relative; } #diff .stack .top { position: absolute; left: 0; top: 0; }
    #diff .views, #diff .compare { display: flex; gap: 12px; flex-wrap: wrap; } #diff figure { margin: 0; }
    #diff input[type=range] { width: 100%; }
    button.close { float: right; }
    </style></head>
    <body>
    <header><h1>popsnap preview</h1><span id="folder"></span><span id="status">connecting…</span></header>
    <div id="gallery"></div>
    <div id="inspector"><div id="panel">
      <div id="stage"><img id="shot" alt=""><div id="overlay"><div id="hover" class="box"></div></div></div>
      <div id="side"><button class="close" id="close">close</button><h2 id="title"></h2>
        <div id="switches"></div><div id="where"></div>
        <h3>Lint</h3><ul id="findings"></ul><h3>Tree</h3><ul id="tree"></ul><div id="diff"></div></div>
    </div></div>
    <script>
    "use strict";
    const axes = ["locale", "appearance", "contentSize", "device", "orientation", "scale", "ios"];
    const versions = {};
    let gallery = null, open = null, nodes = [];
    const $ = (id) => document.getElementById(id);
    function el(tag, cls, text) { const e = document.createElement(tag); if (cls) e.className = cls; if (text !== undefined) e.textContent = text; return e; }
    // The spec by its bytes, as the gallery spells them for a query (a name need not be UTF-8).
    function query(spec, values) {
      const p = new URLSearchParams();
      for (const a of axes) if (values[a] !== undefined && values[a] !== "") p.set(a, values[a]);
      p.set("v", String(versions[spec.name] || 0));
      return "spec=" + spec.query + "&" + p.toString();
    }
    async function showError(card, url) {
      try { const r = await fetch(url); const j = await r.json(); card.querySelector(".error").textContent = j.error || r.statusText; }
      catch (e) { card.querySelector(".error").textContent = String(e); }
    }
    function cardKey(spec, variant) { return spec + "\\u0000" + variant; }
    function renderGallery() {
      const box = $("gallery"); box.textContent = "";
      $("folder").textContent = gallery.folder;
      for (const s of gallery.specs) {
        const variants = s.variants || [{name: "", values: {}, reference: false}];
        for (const v of variants) {
          const card = el("div", "card"); card.dataset.spec = s.name; card.dataset.variant = v.name;
          const img = el("img"); img.alt = s.name;
          card.append(img, el("div", "name", s.name), el("div", "variant", v.name + (v.reference ? " · has a reference" : "")), el("div", "error", s.error || ""));
          if (!s.error) {
            const url = "/api/render?" + query(s, v.values);
            img.onerror = () => { img.style.display = "none"; showError(card, url); };
            img.onload = () => { img.style.display = ""; card.querySelector(".error").textContent = ""; };
            img.src = url;
            card.onclick = () => inspect(s, v);
          }
          box.append(card);
        }
      }
    }
    async function loadGallery() {
      const g = await (await fetch("/api/gallery")).json();
      const keys = (x) => x ? x.specs.map((s) => s.name + (s.error ? "!" + s.error : "") + JSON.stringify(s.variants || [])).join("\\n") : "";
      const changed = keys(g) !== keys(gallery);
      gallery = g;
      if (changed) renderGallery();
    }
    function reloadImages(specs) {
      for (const spec of specs) versions[spec] = (versions[spec] || 0) + 1;
      for (const card of document.querySelectorAll(".card")) {
        if (!specs.includes(card.dataset.spec)) continue;
        const s = gallery.specs.find((x) => x.name === card.dataset.spec);
        const v = s && (s.variants || []).find((x) => x.name === card.dataset.variant);
        if (v) card.querySelector("img").src = "/api/render?" + query(s, v.values);
      }
      if (open && specs.includes(open.spec.name)) refreshInspector();
    }
    function place(box, f) { box.style.left = f.x + "px"; box.style.top = f.y + "px"; box.style.width = f.width + "px"; box.style.height = f.height + "px"; }
    function highlight(node) {
      const h = $("hover");
      for (const li of $("tree").children) li.classList.toggle("on", li.dataset.path === (node && node.path));
      if (!node) { h.style.display = "none"; h.dataset.path = ""; $("where").textContent = ""; return; }
      place(h, node.frame); h.style.display = "block"; h.dataset.path = node.path;
      $("where").textContent = "path: " + node.path + "\\nJSON: " + (node.specPath || "(no spec field)") + "\\nframe: " +
        [node.frame.x, node.frame.y, node.frame.width, node.frame.height].join(", ") + " (" + node.role + ")";
    }
    function nodeAt(x, y) {
      let best = null;
      for (const n of nodes) {
        const f = n.frame;
        if (x >= f.x && y >= f.y && x < f.x + f.width && y < f.y + f.height && (!best || f.width * f.height <= best.frame.width * best.frame.height)) best = n;
      }
      return best;
    }
    function switches() {
      const box = $("switches"); box.textContent = "";
      const choices = Object.assign({}, gallery.choices);
      if (open.spec.locales && open.spec.locales.length) choices.locale = open.spec.locales;
      for (const axis of ["appearance", "contentSize", "device", "ios", "locale"]) {
        if (!choices[axis]) continue;
        const label = el("label", null, axis + " "), select = el("select"); select.dataset.axis = axis;
        // The first choice leaves the axis as the spec (or its variant) sets it.
        const asSpec = el("option", null, "as the spec"); asSpec.value = ""; select.append(asSpec);
        for (const value of choices[axis]) { const o = el("option", null, value); o.value = value; select.append(o); }
        select.value = open.values[axis] || "";
        select.onchange = () => { open.values[axis] = select.value || undefined; refreshInspector(); };
        label.append(select); box.append(label);
      }
    }
    async function refreshInspector() {
      const q = query(open.spec, open.values);
      $("shot").src = "/api/render?" + q;
      const r = await fetch("/api/inspect?" + q), j = await r.json();
      $("findings").textContent = ""; $("tree").textContent = "";
      for (const old of document.querySelectorAll("#overlay .finding")) old.remove();
      if (j.error) { $("findings").append(el("li", "error", j.error)); nodes = []; return; }
      const canvas = j.layout.canvas; nodes = j.layout.nodes;
      $("shot").style.width = canvas.width + "px"; $("shot").style.height = canvas.height + "px";
      for (const n of nodes) {
        const li = el("li", null, n.path); li.dataset.path = n.path;
        li.style.paddingLeft = (4 + 12 * (n.path.split("/").length - 1)) + "px";
        li.onmouseenter = () => highlight(n); li.onmouseleave = () => highlight(null);
        $("tree").append(li);
      }
      for (const f of j.findings) {
        const box = el("div", "box finding"); place(box, f.frame); box.dataset.node = f.node; box.title = f.rule;
        $("overlay").append(box);
        $("findings").append(el("li", null, f.node + ": " + f.rule + ": " + f.message));
      }
      loadDiff();
    }
    // The reference's check, shown with the report's markup, which the server escaped.
    async function loadDiff() {
      $("diff").textContent = "";
      if (!open.variant.reference) return;
      const j = await (await fetch("/api/verify?" + query(open.spec, open.variant.values))).json();
      const d = document.createElement("div"); d.innerHTML = j.html || "";
      $("diff").append(el("h3", null, "Reference: " + (j.status || "") + " " + (j.message || j.error || "")), d);
    }
    function inspect(spec, variant) {
      open = {spec: spec, variant: variant, values: Object.assign({}, variant.values)};
      $("title").textContent = spec.name + (variant.name ? " [" + variant.name + "]" : "");
      $("inspector").classList.add("open"); highlight(null); switches(); refreshInspector();
    }
    $("overlay").onmousemove = (e) => { const r = $("overlay").getBoundingClientRect(); highlight(nodeAt(e.clientX - r.left, e.clientY - r.top)); };
    $("overlay").onmouseleave = () => highlight(null);
    $("close").onclick = () => { open = null; $("inspector").classList.remove("open"); };
    document.addEventListener("keydown", (e) => { if (e.key === "Escape") $("close").onclick(); });
    const events = new EventSource("/api/events");
    events.onopen = () => { $("status").textContent = "live"; };
    events.onerror = () => { $("status").textContent = "reconnecting…"; };
    events.addEventListener("change", async (e) => {
      const specs = JSON.parse(e.data).specs;
      await loadGallery();
      reloadImages(specs);
    });
    loadGallery();
    </script>
    </body></html>

    """
}
