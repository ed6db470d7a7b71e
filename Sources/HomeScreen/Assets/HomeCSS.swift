// The page's stylesheet (`/assets/home.css`). 1 CSS px = 1 iOS point.
enum HomeCSS {
    static let text = #"""
        *, *::before, *::after { box-sizing: border-box; }
        html { -webkit-text-size-adjust: 100%; }
        body {
          margin: 0; min-height: 100vh; color: #1c1c1e; background: #e9e9ee;
          font: 15px/1.3 -apple-system, BlinkMacSystemFont, "SF Pro Text", "Inter", "Helvetica Neue",
            "Noto Sans", "Noto Sans CJK JP", "DejaVu Sans", Arial, sans-serif;
          --cell: 68px; --gap-x: 22px; --row: 60px; --gap-y: 38px; --icon: 60px; --side: 27.5px;
          --accent: #0a84ff; --panel: #fff; --panel-2: #f2f2f7; --line: rgba(60, 60, 67, .18); --muted: #6e6e73;
        }
        body.device-iphone-15-pro-max { --cell: 73px; --gap-x: 24px; --row: 64px; --gap-y: 42px; --icon: 64px;
          --side: 33px; }
        body.scheme-dark { color: #f2f2f7; background: #111114; --panel: #1c1c1e; --panel-2: #2c2c2e;
          --line: rgba(235, 235, 245, .16); --muted: #98989f; }
        button, input, select { font: inherit; color: inherit; }
        button { cursor: pointer; }
        [hidden] { display: none !important; }

        /* Toolbar */
        .toolbar { display: flex; align-items: center; gap: 16px; flex-wrap: wrap; padding: 10px 24px;
          background: var(--panel); border-bottom: 1px solid var(--line); position: sticky; top: 0; z-index: 50; }
        .brand { display: flex; align-items: center; gap: 8px; font-weight: 700; font-size: 17px; }
        .brand svg { width: 26px; height: 26px; border-radius: 7px; background: linear-gradient(160deg, #4c6ef5, #364fc7); }
        .settings { display: flex; align-items: center; gap: 14px; flex-wrap: wrap; margin-left: auto; }
        .settings label { display: flex; align-items: center; gap: 6px; color: var(--muted); font-size: 13px; }
        .settings select, .app-panel input, .app-panel select, .config-form select, .config-form input {
          border: 1px solid var(--line); border-radius: 8px; padding: 5px 8px; background: var(--panel-2); }
        .segmented { display: inline-flex; background: var(--panel-2); border-radius: 9px; padding: 2px; }
        .segmented button { border: 0; background: transparent; padding: 4px 14px; border-radius: 7px; font-size: 13px; }
        .segmented button.selected { background: var(--panel); box-shadow: 0 1px 3px rgba(0, 0, 0, .2); font-weight: 600; }
        .toolbar-button, .primary { border: 0; border-radius: 9px; padding: 6px 14px; background: var(--accent);
          color: #fff; font-weight: 600; }

        /* Stage and device frames */
        .stage { display: flex; align-items: flex-start; justify-content: center; gap: 40px; padding: 32px 24px 48px;
          flex-wrap: wrap; }
        .device { margin: 0; padding: 12px; border-radius: 67px; background: #0b0b0c; position: relative;
          box-shadow: 0 0 0 2px #8e8e93, 0 0 0 4px #3a3a3c, 0 24px 60px rgba(0, 0, 0, .28); }
        .device figcaption { position: absolute; left: 0; right: 0; bottom: -30px; text-align: center;
          color: var(--muted); font-size: 13px; }
        .screen { width: var(--screen-w); height: var(--screen-h); border-radius: 55px; overflow: hidden;
          position: relative; color: #fff; isolation: isolate;
          background:
            radial-gradient(120% 70% at 10% 0%, #ffb38a 0%, transparent 55%),
            radial-gradient(90% 60% at 100% 30%, #8fb3ff 0%, transparent 60%),
            radial-gradient(120% 60% at 30% 100%, #b197fc 0%, transparent 60%),
            linear-gradient(165deg, #ff8fa3 0%, #a78bfa 50%, #5eb1ff 100%); }
        .scheme-dark .screen {
          background:
            radial-gradient(120% 70% at 10% 0%, #7a2e5b 0%, transparent 55%),
            radial-gradient(90% 60% at 100% 35%, #1f3f8a 0%, transparent 60%),
            radial-gradient(120% 60% at 30% 100%, #3b1f7a 0%, transparent 60%),
            linear-gradient(165deg, #2a0f2e 0%, #1a1446 50%, #081a3a 100%); }
        .lock-screen { background-position: center; filter: saturate(1.1); }

        /* Status bar */
        .status-bar { position: absolute; top: 0; left: 0; right: 0; height: 54px; display: flex; align-items: center;
          justify-content: space-between; padding: 6px 30px 0 46px; font-weight: 600; font-size: 17px;
          letter-spacing: -.4px; z-index: 5; color: #fff; }
        .scheme-light .home-screen .status-bar { color: #000; }
        .status-bar.on-lock { justify-content: flex-end; }
        .island { position: absolute; top: 11px; left: 50%; width: 126px; height: 37px; margin-left: -63px;
          border-radius: 19px; background: #000; }
        .status-icons { display: flex; align-items: center; gap: 6px; }
        .status-icons svg { height: 12px; width: auto; fill: currentColor; }

        /* Home Screen */
        .home-screen .pages { position: absolute; top: 70px; left: 0; right: 0; bottom: 150px; display: flex;
          overflow-x: auto; overflow-y: hidden; scroll-snap-type: x mandatory; scrollbar-width: none; }
        .home-screen .pages::-webkit-scrollbar { display: none; }
        .home-grid { flex: 0 0 100%; scroll-snap-align: start; display: grid;
          grid-template-columns: repeat(4, var(--cell)); grid-auto-rows: var(--row); column-gap: var(--gap-x);
          row-gap: var(--gap-y); padding: 0 var(--side); grid-auto-flow: row dense; align-content: start; }
        .page-dots { position: absolute; left: 0; right: 0; bottom: 122px; display: flex; justify-content: center;
          gap: 8px; }
        .page-dots .dot { width: 7px; height: 7px; border-radius: 50%; background: rgba(255, 255, 255, .45); }
        .scheme-light .page-dots .dot { background: rgba(0, 0, 0, .25); }
        .page-dots .dot.current { background: #fff; }
        .scheme-light .page-dots .dot.current { background: rgba(0, 0, 0, .7); }
        .app-icon { display: flex; flex-direction: column; align-items: center; gap: 5px; position: relative; }
        .squircle { flex: none; width: var(--icon); height: var(--icon); border-radius: calc(var(--icon) * .225);
          display: flex; align-items: center; justify-content: center; overflow: hidden; position: relative;
          box-shadow: 0 1px 2px rgba(0, 0, 0, .12); }
        .squircle svg { width: 100%; height: 100%; }
        .app-label { font-size: 12px; font-weight: 500; color: #fff; text-shadow: 0 1px 2px rgba(0, 0, 0, .35);
          white-space: nowrap; letter-spacing: -.1px; }
        .icon-tasks { background: linear-gradient(160deg, #5c7cfa, #364fc7); }
        .icon-calendar { background: #fff; flex-direction: column; justify-content: flex-start; color: #000; }
        .cal-weekday { color: #ff3b30; font-size: 10px; line-height: 12px; font-weight: 600; margin-top: 6px;
          text-transform: capitalize; }
        .cal-day { font-size: 31px; font-weight: 400; line-height: 34px; letter-spacing: -1px; }
        .icon-photos { background: #fff; }
        .icon-weather { background: linear-gradient(180deg, #4aa3ff, #1f6fe0); }
        .icon-mail { background: linear-gradient(180deg, #4fa8ff, #1a73f0); }
        .icon-notes { background: #fff; }
        .icon-clock { background: #000; }
        .icon-settings { background: linear-gradient(180deg, #d8d8dd, #a4a4aa); }
        .icon-maps { background: linear-gradient(160deg, #a8e6a1, #6cc7f0); }
        .icon-camera { background: linear-gradient(180deg, #e5e5ea, #aeaeb2); }
        .icon-appstore { background: linear-gradient(180deg, #1fc8ff, #1a6ff0); }
        .icon-podcasts { background: linear-gradient(180deg, #d56bff, #8a2be2); }
        .icon-phone { background: linear-gradient(180deg, #5ff06f, #1fc23a); }
        .icon-safari { background: linear-gradient(180deg, #2fb3ff, #0a6cf0); }
        .icon-messages { background: linear-gradient(180deg, #5ff06f, #1fc23a); }
        .icon-music { background: linear-gradient(180deg, #ff5f6d, #fa233b); }
        .dock { position: absolute; left: 12px; right: 12px; bottom: 12px; height: 96px; border-radius: 38px;
          display: grid; grid-template-columns: repeat(4, var(--cell)); column-gap: var(--gap-x);
          padding: 0 calc(var(--side) - 12px); align-items: center;
          background: rgba(255, 255, 255, .3); backdrop-filter: blur(30px) saturate(1.6);
          -webkit-backdrop-filter: blur(30px) saturate(1.6); }
        .scheme-dark .dock { background: rgba(60, 60, 67, .38); }
        .home-indicator { position: absolute; bottom: 8px; left: 50%; width: 134px; height: 5px; margin-left: -67px;
          border-radius: 3px; background: rgba(0, 0, 0, .85); z-index: 6; }
        .scheme-dark .home-indicator, .lock-screen .home-indicator { background: rgba(255, 255, 255, .9); }

        /* Widget slots */
        .widget-slot { position: relative; }
        .home-grid .widget-slot { width: 100%; height: 100%; }
        .family-systemSmall { grid-column: span 2; grid-row: span 2; }
        .family-systemMedium { grid-column: span 4; grid-row: span 2; }
        .family-systemLarge { grid-column: span 4; grid-row: span 4; }
        .slot-frame { width: var(--w); height: var(--h); position: relative; overflow: hidden;
          border-radius: 22px; }
        .home-grid .slot-frame { box-shadow: 0 2px 10px rgba(0, 0, 0, .12); }
        /* What iOS draws behind a widget's (often translucent) container background. */
        .home-grid .slot-frame, .gallery-card:not(.accessory) .slot-frame { background: #FFFFFF; border-radius: 22px; }
        .scheme-dark .home-grid .slot-frame, .scheme-dark .gallery-card:not(.accessory) .slot-frame {
          background: #000000; }
        .family-accessoryCircular .slot-frame { border-radius: 50%; }
        .family-accessoryRectangular .slot-frame { border-radius: 14px; }
        .family-accessoryInline .slot-frame { border-radius: 0; overflow: visible; }
        .widget-label { position: absolute; left: 0; right: 0; bottom: -19px; text-align: center; font-size: 12px;
          font-weight: 500; color: #fff; text-shadow: 0 1px 2px rgba(0, 0, 0, .35); }
        .slot-frame [data-intent], .slot-frame [data-url] { cursor: pointer; }
        .widget-slot.pending [data-invalidatable] { opacity: .5; transition: opacity .15s; }
        [data-invalidatable] { transition: opacity .25s; }
        .slot-remove, .slot-left, .slot-right { display: none; position: absolute; z-index: 3; border: 0;
          width: 26px; height: 26px; border-radius: 50%; padding: 0; font-size: 18px; line-height: 26px;
          background: rgba(235, 235, 240, .92); color: #1c1c1e; box-shadow: 0 1px 4px rgba(0, 0, 0, .3); }
        .slot-remove { top: -9px; left: -9px; font-weight: 700; }
        .slot-left { bottom: -13px; left: calc(50% - 30px); }
        .slot-right { bottom: -13px; left: calc(50% + 4px); }
        .editing .slot-remove, .editing .slot-left, .editing .slot-right { display: block; }
        .editing .family-accessoryInline .slot-left, .editing .family-accessoryInline .slot-right { display: none; }
        .family-accessoryInline .slot-remove { top: 1px; left: -28px; width: 24px; height: 24px; line-height: 24px; }
        .lock-screen .slot-remove, .lock-screen .slot-left, .lock-screen .slot-right { width: 22px; height: 22px;
          line-height: 22px; font-size: 16px; }
        .lock-screen .slot-left, .lock-screen .slot-right { bottom: -11px; }
        .lock-screen .slot-left { left: calc(50% - 24px); }
        .editing .widget-slot .widget-label { visibility: hidden; }
        .editing .widget-slot, .editing .app-icon { animation: jiggle .28s ease-in-out infinite alternate; }
        .editing .widget-slot:nth-child(2n), .editing .app-icon:nth-child(2n) { animation-delay: -.14s; }
        .editing .slot-frame { cursor: pointer; }
        .editing .slot-frame > * { pointer-events: none; }
        @keyframes jiggle { from { transform: rotate(-.9deg); } to { transform: rotate(.9deg); } }
        @media (prefers-reduced-motion: reduce) { .editing .widget-slot, .editing .app-icon { animation: none; } }
        .widget-slot.highlight .slot-frame { outline: 3px solid var(--accent); outline-offset: 2px; }

        /* Edit bar */
        .edit-bar { display: none; position: absolute; top: 54px; left: 22px; right: 22px; z-index: 7;
          justify-content: space-between; }
        .editing .edit-bar { display: flex; }
        .editing .status-bar { visibility: hidden; }
        .editing .edit-bar { top: 14px; }
        .edit-add { width: 34px; height: 34px; border-radius: 50%; border: 0; font-size: 24px; line-height: 32px;
          background: rgba(235, 235, 240, .85); color: #1c1c1e; padding: 0; }
        .edit-done { border: 0; border-radius: 17px; padding: 6px 16px; font-weight: 600;
          background: rgba(235, 235, 240, .85); color: #1c1c1e; }
        .edit-toggle { position: absolute; bottom: 120px; right: 16px; z-index: 7; border: 0; border-radius: 14px;
          padding: 3px 10px; font-size: 12px; font-weight: 600; background: rgba(0, 0, 0, .18); color: #fff; }
        .editing .edit-toggle { display: none; }

        /* Lock Screen */
        .lock-top { position: absolute; top: 64px; left: 0; right: 0; display: flex; flex-direction: column;
          align-items: center; }
        .lock-date-line { display: flex; align-items: center; gap: 6px; height: 26px; font-size: 19px;
          font-weight: 600; color: rgba(255, 255, 255, .9); }
        .lock-date { white-space: nowrap; text-transform: capitalize; }
        .lock-clock { font-size: 96px; line-height: 1; font-weight: 700; letter-spacing: -2px; margin-top: 2px;
          color: rgba(255, 255, 255, .92); font-variant-numeric: tabular-nums; }
        .accessory-row { display: flex; gap: 10px; margin-top: 10px; justify-content: center; flex-wrap: wrap;
          max-width: 338px; }
        .inline-slots { display: flex; align-items: center; }
        .inline-slots:empty { display: none; }
        .inline-slots .slot-frame { width: auto; max-width: var(--w); }
        .lock-bottom { position: absolute; bottom: 50px; left: 46px; right: 46px; display: flex;
          justify-content: space-between; }
        .lock-button { width: 50px; height: 50px; border-radius: 50%; display: flex; align-items: center;
          justify-content: center; background: rgba(0, 0, 0, .22); backdrop-filter: blur(20px); }
        .lock-button svg { width: 24px; height: 24px; }

        /* Widget gallery */
        .gallery { position: absolute; inset: 46px 0 0 0; z-index: 20; border-radius: 14px 14px 0 0; overflow-y: auto;
          padding: 8px 0 40px; background: rgba(242, 242, 247, .98); color: #1c1c1e;
          backdrop-filter: blur(30px); -webkit-backdrop-filter: blur(30px);
          animation: sheet-up .3s cubic-bezier(.2, .8, .2, 1); }
        .scheme-dark .gallery { background: rgba(28, 28, 30, .97); color: #f2f2f7; }
        @keyframes sheet-up { from { transform: translateY(100%); } }
        .sheet-grabber { width: 36px; height: 5px; border-radius: 3px; margin: 0 auto 6px;
          background: rgba(120, 120, 128, .4); }
        .gallery-head { display: flex; align-items: center; justify-content: space-between; padding: 4px 20px 8px; }
        .gallery-head h2, .config-card h2 { margin: 0; font-size: 22px; letter-spacing: -.3px; }
        .sheet-close { width: 30px; height: 30px; border-radius: 50%; border: 0; background: rgba(120, 120, 128, .2);
          font-size: 20px; line-height: 28px; padding: 0; }
        .gallery-kind { padding: 14px 0 6px; border-top: 1px solid var(--line); }
        .gallery-kind h3 { margin: 0 20px 2px; font-size: 17px; }
        .gallery-kind p { margin: 0 20px 10px; color: var(--muted); font-size: 13px; }
        .gallery-previews { display: flex; gap: 18px; overflow-x: auto; padding: 4px 20px 8px;
          scroll-snap-type: x mandatory; align-items: center; }
        .gallery-card { flex: 0 0 auto; display: flex; flex-direction: column; align-items: center; gap: 8px;
          scroll-snap-align: center; }
        .gallery-card .slot-frame { pointer-events: none; box-shadow: 0 4px 16px rgba(0, 0, 0, .14); }
        .gallery-card.accessory .slot-frame { background: #3a3f5c; }
        .gallery-family { font-size: 12px; color: var(--muted); }
        .gallery-add { border: 0; border-radius: 16px; padding: 6px 16px; background: var(--accent); color: #fff;
          font-weight: 600; font-size: 14px; }

        /* Edit Widget sheet */
        .config-sheet { position: absolute; inset: 0; z-index: 21; display: flex; align-items: center;
          justify-content: center; background: rgba(0, 0, 0, .25); backdrop-filter: blur(18px);
          -webkit-backdrop-filter: blur(18px); }
        .config-card { width: calc(var(--screen-w) - 40px); max-height: calc(var(--screen-h) - 140px); overflow-y: auto;
          border-radius: 28px; padding: 18px 18px 16px; background: rgba(242, 242, 247, .96); color: #1c1c1e;
          display: flex; flex-direction: column; align-items: center; gap: 8px; }
        .scheme-dark .config-card { background: rgba(44, 44, 46, .96); color: #f2f2f7; }
        .config-preview { pointer-events: none; flex: none; }
        .config-preview .slot-frame { box-shadow: 0 4px 16px rgba(0, 0, 0, .16); }
        .config-description { margin: 0; color: var(--muted); font-size: 13px; text-align: center; }
        .config-form { width: 100%; border-radius: 12px; background: var(--panel); overflow: hidden; }
        .config-row { display: flex; align-items: center; justify-content: space-between; gap: 10px;
          min-height: 44px; padding: 6px 14px; border-bottom: 1px solid var(--line); }
        .config-row:last-child { border-bottom: 0; }
        .config-row label { font-size: 16px; }
        .switch { position: relative; width: 51px; height: 31px; flex: none; }
        .switch input { position: absolute; opacity: 0; width: 100%; height: 100%; margin: 0; cursor: pointer; z-index: 1; }
        .switch span { position: absolute; inset: 0; border-radius: 16px; background: rgba(120, 120, 128, .32);
          transition: background .2s; }
        .switch span::after { content: ""; position: absolute; top: 2px; left: 2px; width: 27px; height: 27px;
          border-radius: 50%; background: #fff; box-shadow: 0 2px 4px rgba(0, 0, 0, .25); transition: transform .2s; }
        .switch input:checked + span { background: #34c759; }
        .switch input:checked + span::after { transform: translateX(20px); }
        .stepper { display: flex; align-items: center; gap: 10px; }
        .stepper output { min-width: 22px; text-align: center; font-variant-numeric: tabular-nums; }
        .stepper-buttons { display: inline-flex; border-radius: 8px; background: rgba(120, 120, 128, .16); }
        .stepper-buttons button { border: 0; background: transparent; width: 46px; height: 32px; font-size: 20px; }
        .stepper-buttons button:disabled { opacity: .3; }
        .config-done { border: 0; border-radius: 14px; padding: 10px 0; width: 100%; background: var(--accent);
          color: #fff; font-weight: 600; }

        /* App panel */
        .app-panel { width: 380px; max-height: calc(100vh - 120px); overflow-y: auto; background: var(--panel);
          border-radius: 20px; padding: 18px; box-shadow: 0 8px 30px rgba(0, 0, 0, .12); }
        .app-panel.closed { display: none; }
        .app-head h2 { margin: 0; font-size: 28px; letter-spacing: -.5px; }
        .app-sub { color: var(--muted); font-size: 12px; }
        .add-form { display: grid; grid-template-columns: 1fr auto; gap: 8px; margin: 14px 0; }
        .add-form input[type=text] { grid-column: 1 / -1; }
        .add-form.highlight { outline: 3px solid var(--accent); outline-offset: 4px; border-radius: 8px; }
        .task-list { list-style: none; margin: 0; padding: 0; }
        .task-item { border-top: 1px solid var(--line); padding: 8px 0; }
        .task-row { display: flex; align-items: center; gap: 10px; }
        .task-check { width: 24px; height: 24px; border-radius: 50%; border: 2px solid #c7c7cc; background: transparent;
          flex: none; padding: 0; display: flex; align-items: center; justify-content: center; }
        .task-item.done .task-check { background: var(--accent); border-color: var(--accent); }
        .task-item.done .task-check::after { content: ""; width: 6px; height: 11px; border: solid #fff;
          border-width: 0 2.5px 2.5px 0; transform: translateY(-1px) rotate(45deg); }
        .task-title { flex: 1; min-width: 0; overflow-wrap: anywhere; }
        .task-item.done .task-title { color: var(--muted); text-decoration: line-through; }
        .task-meta { display: flex; gap: 6px; font-size: 12px; color: var(--muted); margin: 2px 0 0 34px; }
        .badge { border-radius: 6px; padding: 0 6px; background: var(--panel-2); }
        .badge.sample { background: #fff3bf; color: #7a5b00; }
        .badge.priority-high { background: #ffe3e3; color: #c92a2a; }
        .badge.priority-medium { background: #fff4e6; color: #d9480f; }
        .badge.priority-low { background: #e7f5ff; color: #1864ab; }
        .task-actions { display: flex; gap: 2px; }
        .task-actions button { border: 0; background: transparent; color: var(--muted); padding: 2px 6px;
          border-radius: 6px; font-size: 14px; }
        .task-actions button:hover { background: var(--panel-2); }
        .task-item.highlight { background: color-mix(in srgb, var(--accent) 12%, transparent); border-radius: 10px; }
        .edit-form { display: grid; grid-template-columns: 1fr 1fr; gap: 8px; margin: 8px 0 4px 34px; }
        .edit-form input[type=text] { grid-column: 1 / -1; }
        .edit-form .row { grid-column: 1 / -1; display: flex; gap: 8px; justify-content: flex-end; }
        .edit-form .danger { border: 0; background: transparent; color: #ff3b30; margin-right: auto; }
        .edit-form .secondary { border: 0; border-radius: 9px; padding: 6px 12px; background: var(--panel-2); }
        .toast { position: fixed; left: 50%; bottom: 24px; transform: translateX(-50%); background: rgba(30, 30, 30, .9);
          color: #fff; padding: 8px 16px; border-radius: 12px; font-size: 14px; z-index: 100; }

        /* Recorded transitions */
        .tw-overlay { position: absolute; margin: 0; pointer-events: none; z-index: 2; }
        .tw-roll { display: inline-block; position: relative; overflow: hidden; vertical-align: bottom; }
        .tw-roll > .tw-new { display: inline-block; }
        .tw-roll > .tw-old { position: absolute; left: 0; top: 0; }
        .tw-roll.up > .tw-new { animation: tw-in-from-below .42s cubic-bezier(.2, .8, .2, 1); }
        .tw-roll.up > .tw-old { animation: tw-out-to-top .42s cubic-bezier(.2, .8, .2, 1) forwards; }
        .tw-roll.down > .tw-new { animation: tw-in-from-top .42s cubic-bezier(.2, .8, .2, 1); }
        .tw-roll.down > .tw-old { animation: tw-out-to-bottom .42s cubic-bezier(.2, .8, .2, 1) forwards; }
        @keyframes tw-in-from-below { from { transform: translateY(100%); opacity: 0; } }
        @keyframes tw-out-to-top { to { transform: translateY(-100%); opacity: 0; } }
        @keyframes tw-in-from-top { from { transform: translateY(-100%); opacity: 0; } }
        @keyframes tw-out-to-bottom { to { transform: translateY(100%); opacity: 0; } }
        .tw-symbol-in { animation: tw-symbol-in .38s cubic-bezier(.3, 1.4, .5, 1); }
        .tw-symbol-out { animation: tw-symbol-out .25s ease-in forwards; }
        @keyframes tw-symbol-in { from { transform: scale(.3); filter: blur(5px); opacity: 0; } }
        @keyframes tw-symbol-out { to { transform: scale(.3); filter: blur(5px); opacity: 0; } }
        .tw-fade-in { animation: tw-fade-in .35s ease-out; }
        .tw-fade-out { animation: tw-fade-out .35s ease-out forwards; }
        @keyframes tw-fade-in { from { opacity: 0; } }
        @keyframes tw-fade-out { to { opacity: 0; } }
        .tw-animating { transition-property: background-color, color, opacity, transform, border-color, fill;
          transition-timing-function: cubic-bezier(.25, .1, .25, 1); }
        """#
}
