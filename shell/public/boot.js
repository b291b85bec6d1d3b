// The shell's frame before its app has run: main.js takes ~200 ms to evaluate on a small PC, and a
// wall should show its header (logo, title, clock, 返回) at once. This paints the same header as
// HeaderBand/LiveClock/Logo, scaled as ScaledCanvas scales (seed §1); React replaces it on its
// first render. Plain ES5 with no imports, so it runs before, and without, any bundle.
(function () {
  var PAGES = {
    '/': {
      title: '人才创新创业服务港',
      back: true,
      background: 'radial-gradient(ellipse at 50% 0%, #0c2a66 0%, #051437 45%, #020a22 100%)',
    },
    '/xndx': {
      title: '西南大学分析测试中心',
      back: false,
      background: 'radial-gradient(ellipse at 50% 0%, #0a3550 0%, #06203a 45%, #020a1c 100%)',
    },
  };
  var WEEKDAYS = ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'];
  var LOGO =
    '<svg width="56" height="56" viewBox="0 0 64 64" role="img" aria-label="人才创新创业服务港标志"><defs><linearGradient id="boot-logo-g" x1="0" y1="0" x2="1" y2="1">' +
    '<stop offset="0" stop-color="#36cfc9"/><stop offset="1" stop-color="#2989ff"/></linearGradient></defs>' +
    '<circle cx="32" cy="32" r="29" fill="none" stroke="url(#boot-logo-g)" stroke-width="3"/>' +
    '<path d="M18 42 L32 14 L46 42 Z" fill="none" stroke="url(#boot-logo-g)" stroke-width="3.5" stroke-linejoin="round"/>' +
    '<path d="M14 46 Q32 54 50 46" fill="none" stroke="#36cfc9" stroke-width="3" stroke-linecap="round"/>' +
    '<circle cx="32" cy="30" r="4" fill="#ffc53d"/></svg>';

  var root = document.getElementById('root');
  var page = PAGES[location.pathname.replace(/\/+$/, '') || '/'];
  if (!root || !page) return;

  var two = function (n) {
    return (n < 10 ? '0' : '') + n;
  };
  var canvas = document.createElement('div');
  canvas.className = 'boot-canvas';
  canvas.style.background = page.background;
  canvas.innerHTML =
    '<header class="boot-header"><div class="boot-side">' +
    LOGO +
    (page.back ? '<a class="boot-back" data-back>返回</a>' : '') +
    '</div>' +
    '<h1 class="boot-title" data-title elementtiming="cockpit-header">' +
    page.title +
    '</h1>' +
    '<div class="boot-clock" data-clock><div class="boot-time"></div><div class="boot-date"></div></div></header>';
  var time = canvas.querySelector('.boot-time');
  var date = canvas.querySelector('.boot-date');

  function place() {
    var scale = Math.min(innerWidth / 1920, innerHeight / 1080);
    canvas.style.transform = 'scale(' + scale + ')';
    canvas.style.left = (innerWidth - 1920 * scale) / 2 + 'px';
    canvas.style.top = (innerHeight - 1080 * scale) / 2 + 'px';
  }
  function tick() {
    if (!canvas.isConnected) return stop();
    var now = new Date();
    time.textContent = two(now.getHours()) + ':' + two(now.getMinutes()) + ':' + two(now.getSeconds());
    date.textContent =
      now.getFullYear() + '年' + (now.getMonth() + 1) + '月' + now.getDate() + '日 ' + WEEKDAYS[now.getDay()];
  }
  function stop() {
    clearInterval(timer);
    removeEventListener('resize', place);
  }
  place();
  root.replaceChildren(canvas);
  tick();
  var timer = setInterval(tick, 1000);
  addEventListener('resize', place);
})();
