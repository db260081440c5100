// The checklist of a streaming verifier's run (browse --online): each node is ticked when the
// state in force at the video's time (the last with t <= now) counts it done (s.k, worked out by
// online_view.py: the verdict's done set, or the done-probability above the threshold). Records
// in data-online-* attributes of <body> what it shows, which the tests read.
(function () {
  var data = JSON.parse(document.getElementById("online-data").textContent);
  var items = document.querySelectorAll("#checklist li");
  var verdict = document.getElementById("online-verdict");
  var clock = document.getElementById("online-time");
  var next = document.getElementById("online-next");
  var body = document.body;
  var show = function (t) {
    var k = -1;
    while (k + 1 < data.states.length && data.states[k + 1].t <= t + 1e-3) k++;
    var s = k >= 0 ? data.states[k] : null, done = 0;
    items.forEach(function (li, i) {
      var p = s ? s.p[i] : 0, ok = s ? s.k[i] === 1 : false;
      li.classList.toggle("done", ok);
      li.querySelector(".box").textContent = ok ? "\u2611" : "\u2610";
      li.querySelector(".p").textContent = p.toFixed(2);
      if (ok) done++;
    });
    verdict.textContent = s ? s.verdict + (s.node ? " (" + s.node + ")" : "") : "not started";
    verdict.className = "verdict" + (s && s.mistake ? " mistake" : "");
    clock.textContent = "at " + t.toFixed(1) + " s";
    next.textContent = s && s.next.length ? s.next.join(", ") : "\u2014";
    body.dataset.onlineState = k;
    body.dataset.onlineDone = done;
    body.dataset.onlineVerdict = s ? s.v : "";
  };
  var video = document.querySelector("video");
  if (!video) {  // a row without a video: show where the run ended
    show(data.states.length ? data.states[data.states.length - 1].t : 0);
    return;
  }
  show(video.currentTime || 0);
  ["timeupdate", "seeked", "loadedmetadata"].forEach(function (e) {
    video.addEventListener(e, function () { show(video.currentTime); });
  });
})();
