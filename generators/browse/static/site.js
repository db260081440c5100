// The only script of the dataset browser: filters on the index, seeking and a playhead on sample
// pages. Pages stay readable without it. It also records in data-* attributes of <body> what the
// browser managed to load (video duration, timeline segments drawn), which the tests read.
(function () {
  var body = document.body;
  var form = document.querySelector("form.filters");
  if (form) {
    var apply = function () {
      var want = {};
      form.querySelectorAll("select").forEach(function (s) { want[s.name] = s.value; });
      var shown = 0;
      document.querySelectorAll("tr[data-split]").forEach(function (tr) {
        var ok = Object.keys(want).every(function (k) { return !want[k] || tr.dataset[k] === want[k]; });
        tr.hidden = !ok; if (ok) shown++;
      });
      document.getElementById("shown").textContent = shown;
    };
    // filters can be preset from the address: index.html#task=clean_simple&type=mistake:%20order
    new URLSearchParams(location.hash.slice(1)).forEach(function (value, key) {
      var sel = form.querySelector('select[name="' + key + '"]');
      if (sel) sel.value = value;
    });
    form.addEventListener("change", function () {
      var parts = [];
      form.querySelectorAll("select").forEach(function (s) { if (s.value) parts.push(s.name + "=" + encodeURIComponent(s.value)); });
      history.replaceState(null, "", "#" + parts.join("&"));
      apply();
    });
    apply();
  }
  window.addEventListener("load", function () {
    var loaded = 0;
    document.querySelectorAll("img").forEach(function (im) { if (im.naturalWidth > 0) loaded++; });
    body.dataset.imagesLoaded = loaded;
  });
  var video = document.querySelector("video");
  var segs = document.querySelectorAll(".seg");
  var drawn = 0;
  segs.forEach(function (s) { if (s.getBoundingClientRect().width > 0) drawn++; });
  body.dataset.segmentsDrawn = drawn;
  if (!video) return;
  // clicking a timeline segment or plan step seeks there; so does an address ending in #t=SECONDS
  var seek = function (t) { video.pause(); video.currentTime = t + 0.01; };
  document.querySelectorAll("[data-t]").forEach(function (el) {
    el.addEventListener("click", function () { seek(parseFloat(el.dataset.t)); });
  });
  video.addEventListener("seeked", function () { body.dataset.videoTime = video.currentTime.toFixed(2); });
  var m = /(?:^#|&)t=([0-9.]+)/.exec(location.hash);
  if (m) {
    if (video.readyState >= 1) seek(parseFloat(m[1]));
    else video.addEventListener("loadedmetadata", function () { seek(parseFloat(m[1])); }, { once: true });
  }
  var heads = document.querySelectorAll(".playhead");
  video.addEventListener("timeupdate", function () {
    var pct = video.duration ? 100 * video.currentTime / video.duration : 0;
    heads.forEach(function (h) { h.style.left = pct + "%"; });
  });
  var ready = function () { body.dataset.videoDuration = video.duration; body.dataset.videoWidth = video.videoWidth; };
  if (video.readyState >= 1) ready(); else video.addEventListener("loadedmetadata", ready);
  video.addEventListener("error", function () { body.dataset.videoError = (video.error && video.error.code) || "?"; });
})();
