/**
 * `<base>embed.js`: turns `<div data-clippers-walkthrough="<embed page url>">` on any
 * web page into an iframe of that walkthrough that resizes to its content. Plain ES5
 * text, served as it is: the host page may be anything.
 *
 * The attribute is the host page's text, which on many sites its users write: an iframe
 * of `javascript:…` would run in the host page. So only an http(s) address on the origin
 * embed.js came from, under the folder it sits in (the site's base), is framed, and only
 * its parsed form is used.
 */
export const EMBED_LOADER = `/* Clippers Rulekit walkthrough embed loader */
(function () {
  var frames = [];
  var script = document.currentScript || document.querySelector('script[src$="/embed.js"]');
  var home = script && script.src ? new URL(script.src, location.href) : null;
  var site = home ? home.pathname.replace(/[^/]*$/, '') : '';
  function walkthroughUrl(src) {
    if (!home || !src) return null;
    var url;
    try {
      url = new URL(src, home.href);
    } catch (e) {
      return null;
    }
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin !== home.origin || url.pathname.indexOf(site) !== 0) return null;
    return url.href;
  }
  function mount(el) {
    if (el.getAttribute('data-clippers-mounted')) return;
    var src = walkthroughUrl(el.getAttribute('data-clippers-walkthrough'));
    if (!src) return;
    el.setAttribute('data-clippers-mounted', '1');
    var frame = document.createElement('iframe');
    frame.src = src;
    frame.title = el.getAttribute('data-title') || 'Clippers walkthrough';
    frame.setAttribute('loading', 'lazy');
    frame.style.cssText = 'display:block;width:100%;border:0;min-height:20rem;height:40rem;color-scheme:light';
    el.appendChild(frame);
    frames.push(frame);
  }
  window.addEventListener('message', function (event) {
    var data = event.data;
    if (!data || data.type !== 'clippers:height' || typeof data.height !== 'number') return;
    for (var i = 0; i < frames.length; i++) {
      var f = frames[i];
      if (f.contentWindow === event.source && new URL(f.src, location.href).origin === event.origin) {
        f.style.height = Math.max(200, Math.min(data.height, 20000)) + 'px';
      }
    }
  });
  function scan() {
    var found = document.querySelectorAll('[data-clippers-walkthrough]');
    for (var i = 0; i < found.length; i++) mount(found[i]);
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', scan);
  else scan();
})();
`;
