// The preview canvas's controls: the appearance shown (light, dark or both) and, for each widget preview
// with several timeline entries, a scrubber that shows one entry at a time and plays them in order.

/** How long each entry shows while playing, in milliseconds. */
const PLAY_STEP = 1000;

for (const input of document.querySelectorAll('input[name="scheme"]')) {
    input.addEventListener("change", () => {
        if (input instanceof HTMLInputElement && input.checked) document.body.dataset.scheme = input.value;
    });
}

for (const section of document.querySelectorAll(".preview")) {
    const entries = [...section.querySelectorAll(".entry")];
    const range = section.querySelector('.scrubber input[type="range"]');
    const output = section.querySelector(".scrubber output");
    const play = section.querySelector(".scrubber .play");
    if (!(range instanceof HTMLInputElement) || !(output instanceof HTMLOutputElement) || !play) continue;
    /** @type {ReturnType<typeof setInterval> | undefined} */
    let timer;

    /**
     * Shows entry `index` alone.
     * @param {number} index
     */
    const show = (index) => {
        entries.forEach((entry, position) => {
            if (entry instanceof HTMLElement) entry.hidden = position !== index;
        });
        range.value = String(index);
        output.value = entries[index]?.getAttribute("data-label") ?? "";
        section.setAttribute("data-shown", String(index));
    };
    const stop = () => {
        clearInterval(timer);
        timer = undefined;
        play.textContent = "Play";
    };

    range.addEventListener("input", () => {
        stop();
        show(Number(range.value));
    });
    for (const button of section.querySelectorAll(".scrubber [data-step]")) {
        button.addEventListener("click", () => {
            stop();
            const step = Number(button.getAttribute("data-step"));
            show((Number(range.value) + step + entries.length) % entries.length);
        });
    }
    // Plays from the first entry to the last, as the timeline would show them, then stops.
    play.addEventListener("click", () => {
        if (timer !== undefined) return stop();
        show(0);
        play.textContent = "Pause";
        timer = setInterval(() => {
            const next = Number(range.value) + 1;
            if (next >= entries.length) return stop();
            show(next);
        }, PLAY_STEP);
    });
    show(0);
}
