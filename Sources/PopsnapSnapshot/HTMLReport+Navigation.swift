extension HTMLReport {
    /// The "changed only" filter and the keys, as the page states them: what a reader without a mouse needs.
    static let controls = """
    <p class="controls"><label><input type="checkbox" id="changed-only"> Changed only</label> (hides what passed; kept in the address as #changed)</p>
    <p class="keys">Keys: <kbd>j</kbd> or <kbd>n</kbd> next failure, <kbd>k</kbd> or <kbd>p</kbd> previous; <kbd>↓</kbd> and <kbd>↑</kbd> too, once a failure has focus; <kbd>Tab</kbd> reaches the filter and each failure.</p>

    """

    /// A spec that passed or was recorded: one line, so the page shows the whole run and the filter has what
    /// passed to hide.
    static func oneLineSection(_ r: VerifyResult, _ n: Int) -> String {
        "<section class=\"case brief \(r.status.rawValue)\" id=\"brief\(n)\"><h2>\(escape(r.spec)) <span class=\"status \(r.status.rawValue)\">\(r.status.rawValue)</span></h2></section>\n"
    }

    /// The filter's state lives in the URL fragment, so a reload or a shared link keeps it; the keys move focus
    /// from failure to failure (GitHub's j and k, and n and p), scrolling each to the top. Arrows move only
    /// from a focused failure, so they still scroll the page and step the sliders everywhere else.
    static let navigationScript = """
    <script>
    (function () {
      var box = document.getElementById("changed-only");
      function apply() { document.body.classList.toggle("changed-only", box.checked); }
      function fromAddress() { box.checked = location.hash === "#changed"; apply(); }
      fromAddress();
      window.addEventListener("hashchange", fromAddress);
      box.addEventListener("change", function () {
        apply();
        history.replaceState(null, "", box.checked ? "#changed" : location.pathname + location.search);
      });
      var failures = Array.prototype.slice.call(document.querySelectorAll(".case.failure"));
      document.addEventListener("keydown", function (e) {
        if (e.altKey || e.ctrlKey || e.metaKey || failures.length === 0) return;
        var at = failures.indexOf(e.target);
        var step = {j: 1, n: 1, k: -1, p: -1}[e.key];
        if (step === undefined && at >= 0) step = {ArrowDown: 1, ArrowUp: -1}[e.key];
        if (step === undefined) return;
        e.preventDefault();
        var next = at < 0 ? (step > 0 ? 0 : failures.length - 1) : Math.min(failures.length - 1, Math.max(0, at + step));
        failures[next].scrollIntoView({block: "start"});
        failures[next].focus({preventScroll: true});
      });
    })();
    </script>

    """
}
