// Skruuvi Academy: small progressive enhancements. Everything works without this file.
(function () {
  "use strict";

  // Glossary terms and call explanations: Bootstrap popovers on hover, focus and tap.
  function initPopovers(root) {
    if (!window.bootstrap) return;
    root.querySelectorAll('[data-bs-toggle="popover"]').forEach(function (el) {
      window.bootstrap.Popover.getOrCreateInstance(el, { container: "body", html: false });
    });
  }

  document.addEventListener("DOMContentLoaded", function () { initPopovers(document); });
  document.addEventListener("htmx:load", function (e) { initPopovers(e.target); });
  // A popover whose element is about to be swapped away must not linger. Only those: a
  // lesson loads its questions by htmx just after the page, and a term the learner is
  // reading elsewhere on the page keeps its explanation open.
  document.addEventListener("htmx:beforeSwap", function (e) {
    var target = e.detail.target;
    if (!window.bootstrap || !target) return;
    var els = Array.prototype.slice.call(target.querySelectorAll('[data-bs-toggle="popover"]'));
    if (target.matches && target.matches('[data-bs-toggle="popover"]')) els.push(target);
    els.forEach(function (el) {
      var pop = window.bootstrap.Popover.getInstance(el);
      if (pop) pop.dispose();
    });
  });

  // The table carries the game's version. A response that arrives late (a bot step sent from
  // an older table, a second tab) must not put an older state over a newer one.
  document.addEventListener("htmx:beforeSwap", function (e) {
    var target = e.detail.target;
    if (!target || target.id !== "table" || !e.detail.xhr) return;
    var m = /data-version="(\d+)"/.exec(e.detail.xhr.responseText || "");
    var current = parseInt(target.getAttribute("data-version") || "-1", 10);
    if (m && parseInt(m[1], 10) < current) e.detail.shouldSwap = false;
  });

  // Packet builder and hand-overs: tapping cards in the hand fills the selects in order.
  document.addEventListener("click", function (e) {
    var btn = e.target.closest && e.target.closest("[data-pick-cards] [data-card]");
    if (!btn) return;
    var table = btn.closest("[data-pick-scope]") || btn.closest("#table");
    var form = table && (table.querySelector(".act-form") || btn.closest("form"));
    if (!form) return;
    var card = btn.getAttribute("data-card");
    var selects = Array.prototype.slice.call(form.querySelectorAll("select"));
    var holding = selects.filter(function (s) { return s.value === card; });
    if (holding.length) {
      holding.forEach(function (s) { s.value = ""; });
    } else {
      var empty = selects.filter(function (s) { return !s.value; })[0];
      if (!empty) return;
      empty.value = card;
    }
    syncPicked(table);
  });
  document.addEventListener("change", function (e) {
    var scope = e.target.closest && (e.target.closest("[data-pick-scope]") || e.target.closest("#table"));
    if (scope && e.target.tagName === "SELECT") syncPicked(scope);
  });
  function syncPicked(table) {
    if (!table) return;
    var chosen = {};
    table.querySelectorAll("select").forEach(function (s, i) { if (s.value) chosen[s.value] = i + 1; });
    table.querySelectorAll("[data-pick-cards] [data-card]").forEach(function (b) {
      var n = chosen[b.getAttribute("data-card")];
      b.setAttribute("aria-pressed", n ? "true" : "false");
      b.setAttribute("data-order", n || "");
    });
  }

  // Example replays: the arrow keys step through the deal when the replay has focus.
  document.addEventListener("keydown", function (e) {
    if (e.key !== "ArrowRight" && e.key !== "ArrowLeft") return;
    var replay = e.target.closest && e.target.closest(".replay");
    if (!replay) return;
    var btn = replay.querySelector(e.key === "ArrowRight" ? '[data-replay="next"]' : '[data-replay="prev"]');
    if (btn && !btn.classList.contains("disabled")) { e.preventDefault(); btn.click(); }
  });

  // Keep keyboard focus on the replay after htmx replaces it. The controls carry ids, so
  // htmx itself moves focus to the new copy of the pressed control during the swap; this
  // runs in the same task (afterSwap, not the later settle-phase htmx:load), so a key
  // pressed right after the new step shows is never lost. A control that is now disabled
  // (Previous at the start, Next at the end) hands focus to one that still works.
  document.addEventListener("htmx:afterSwap", function (e) {
    var el = e.target;
    if (!el.classList || !el.classList.contains("replay")) return;
    var active = document.activeElement;
    var inside = active && el.contains(active);
    if (!inside && active && active !== document.body) return;
    if (inside && !active.classList.contains("disabled")) return;
    var btn = el.querySelector('[data-replay="next"]:not(.disabled)') ||
              el.querySelector('[data-replay="prev"]:not(.disabled)');
    if (btn) btn.focus({ preventScroll: true });
  });

  // A completed trick stays on the felt (the fourth card is seen too). When a bot leads
  // next, it waits a short pause (the bot step's own delay) or goes at once when the learner
  // taps the felt or presses Space, Enter or →; when the learner leads next, the trick is
  // gathered (dimmed) after the pause or at the tap. Without this, "Next trick" does it.
  function trickDone() { return document.querySelector("#table [data-trick-done]"); }
  function goOn() {
    var done = trickDone();
    if (!done) return false;
    var go = done.querySelector("[data-trick-go]");
    if (go) { if (!go.disabled) go.click(); } else { done.classList.add("gathered"); }
    return true;
  }
  function armTrick(root) {
    var done = root.querySelector && root.querySelector("[data-trick-done]");
    if (!done || done.querySelector("[data-trick-go]")) return;
    var pause = parseInt(done.getAttribute("data-pause") || "0", 10);
    window.setTimeout(function () { done.classList.add("gathered"); }, pause);
  }
  document.addEventListener("DOMContentLoaded", function () { armTrick(document); });
  document.addEventListener("htmx:load", function (e) { armTrick(e.target); });
  document.addEventListener("click", function (e) {
    var felt = e.target.closest && e.target.closest("[data-felt]");
    if (!felt || e.target.closest("button, a, input, select")) return;
    goOn();
  });
  function typing(el) {
    return el && el.closest && el.closest("input, select, textarea, button, a, summary, [contenteditable]");
  }
  document.addEventListener("keydown", function (e) {
    if (e.altKey || e.ctrlKey || e.metaKey || typing(e.target)) return;
    if (e.key !== " " && e.key !== "Enter" && e.key !== "ArrowRight") return;
    if (goOn()) e.preventDefault();
  });

  // Keyboard play: when the table is replaced while the learner was working in it, focus
  // goes to what they do next (the next trick, a card to play, a call, a choice, the next
  // deal). "In it" is remembered from the last focus move, since the pressed button is
  // disabled (and so loses focus) while its request runs.
  var inTable = false;
  document.addEventListener("focusin", function (e) {
    inTable = !!(e.target.closest && e.target.closest("#table"));
  });
  document.addEventListener("htmx:afterSwap", function (e) {
    var target = e.detail.target;
    if (!target || target.id !== "table" || !inTable) return;
    var table = document.getElementById("table");
    var active = document.activeElement;
    if (!table || (active && active !== document.body && table.contains(active))) return;
    var next = table.querySelector(
      "[data-trick-go], .hand-form button[name=action], .bidding-box button, #act-form select, #next-deal, #replay-next:not(.disabled)"
    );
    if (next) next.focus({ preventScroll: true });
  });

  // The deal review's replay: a tap on the table shows the next trick.
  document.addEventListener("click", function (e) {
    var tap = e.target.closest && e.target.closest("[data-replay-tap]");
    if (!tap) return;
    var replay = tap.closest(".replay");
    var next = replay && replay.querySelector('[data-replay="next"]:not(.disabled)');
    if (next) next.click();
  });

  // The share link: one tap selects it for copying.
  document.addEventListener("focusin", function (e) {
    if (e.target.matches && e.target.matches("[data-share-url]")) e.target.select();
  });

  // A form that takes a moment (an assignment whose deals the bots play for their par): say
  // so while the page loads, and do not send it twice.
  document.addEventListener("submit", function (e) {
    var form = e.target;
    if (!form.matches || !form.matches("form[data-busy]") || e.defaultPrevented) return;
    if (form.getAttribute("aria-busy") === "true") { e.preventDefault(); return; }
    form.setAttribute("aria-busy", "true");
    var status = form.querySelector("[data-busy-status]");
    if (status) status.hidden = false;
  });
  // Back to the page from the browser's cache: the form is ready again.
  window.addEventListener("pageshow", function (e) {
    if (!e.persisted) return;
    document.querySelectorAll('form[data-busy][aria-busy="true"]').forEach(function (form) {
      form.removeAttribute("aria-busy");
      var status = form.querySelector("[data-busy-status]");
      if (status) status.hidden = true;
    });
  });
})();
