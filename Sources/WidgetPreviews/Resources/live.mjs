// The live canvas (`MyWidgetsPreviews --serve`): the server says on /events when the program was rebuilt after a
// source edit (the page then reloads, keeping its scroll position) and, meanwhile, whether a build runs or failed
// (a banner over the previews, with the compiler's output).

/**
 * What the server sends on /events.
 * @typedef {{ version: number, state: "ready" | "building" | "failed", log?: string }} LiveStatus
 */

/**
 * What the page does with a status: reload to the newer drawing, or show (or hide) the banner.
 * @param {LiveStatus} status
 * @param {number} pageVersion the version this page was drawn at
 * @returns {{ reload: true } | { reload: false, title: string | null, log: string | null }}
 */
export function liveBanner(status, pageVersion) {
    if (status.state === "ready" && status.version !== pageVersion) return { reload: true };
    switch (status.state) {
        case "building":
            return { reload: false, title: "Building…", log: null };
        case "failed":
            return { reload: false, title: "Build failed: the previews below are the last good build", log: status.log ?? "" };
        default:
            return { reload: false, title: null, log: null };
    }
}

const SCROLL_KEY = "preview-canvas-scroll";

if (typeof document !== "undefined") {
    const banner = document.getElementById("live-status");
    if (banner instanceof HTMLElement) {
        const pageVersion = Number(banner.dataset.version);
        const saved = sessionStorage.getItem(SCROLL_KEY);
        if (saved !== null) {
            sessionStorage.removeItem(SCROLL_KEY);
            window.scrollTo(0, Number(saved));
        }
        /** @param {string | null} title @param {string | null} log */
        const show = (title, log) => {
            banner.replaceChildren();
            banner.hidden = title === null;
            if (title === null) return;
            const heading = document.createElement("strong");
            heading.textContent = title;
            banner.append(heading);
            if (log) {
                const output = document.createElement("pre");
                output.textContent = log;
                banner.append(output);
            }
            banner.dataset.state = title;
        };
        const events = new EventSource("/events");
        events.addEventListener("message", (event) => {
            const action = liveBanner(JSON.parse(event.data), pageVersion);
            if (action.reload) {
                sessionStorage.setItem(SCROLL_KEY, String(window.scrollY));
                location.reload();
            } else {
                show(action.title, action.log);
            }
        });
        // EventSource reconnects by itself; the first event after it brings the banner up to date.
        events.addEventListener("error", () => show("The preview server is not answering: is it still running?", null));
    }
}
