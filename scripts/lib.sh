# Shared by scripts/run and scripts/test. Sourced.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

# need_apt PACKAGE...: installs the Debian/Ubuntu packages that are missing (sudo only when not root).
need_apt() {
    local missing=()
    for package in "$@"; do
        dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    echo "Installing missing system packages: ${missing[*]}" >&2
    local sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >&2
}

# python_with MODULE...: prints a python3 that imports the modules, installing them when missing
# (pip first; Debian's python3-<module> packages where pip may not install).
python_with() {
    local imports
    imports=$(IFS=,; echo "$*")
    for python in python3 /usr/bin/python3; do
        if command -v "$python" >/dev/null 2>&1 && "$python" -c "import $imports" 2>/dev/null; then
            echo "$python"
            return 0
        fi
    done
    if command -v python3 >/dev/null 2>&1 && python3 -m pip --version >/dev/null 2>&1; then
        echo "Installing missing Python modules: $*" >&2
        python3 -m pip install -q "$@" >&2 2>/dev/null \
            || python3 -m pip install -q --break-system-packages "$@" >&2 2>/dev/null || true
        if python3 -c "import $imports" 2>/dev/null; then
            echo python3
            return 0
        fi
    fi
    local packages=()
    for module in "$@"; do packages+=("python3-$module"); done
    need_apt python3 "${packages[@]}"
    echo /usr/bin/python3
}

# The system packages the package builds against (Package.swift's system-library targets), the fonts
# WidgetRuntime measures text with (the ones the page draws with: Inter for SF Pro, Noto CJK for Japanese,
# Noto Color Emoji, DejaVu for the serif and monospaced designs), and what CalDAV sync needs: libcurl's header
# (CCurl builds against it) and libcurl itself, which CurlTransport loads on the first request; and libxml2,
# for FoundationXML, the baseline that sync-bench --xml and the XML reader's tests compare with.
SYSTEM_PACKAGES=(libsqlite3-dev libmicrohttpd-dev libharfbuzz-dev pkg-config fonts-inter fonts-noto-cjk
    fonts-noto-color-emoji fonts-dejavu-core libcurl4-openssl-dev libcurl4 libxml2)
# What the browser tests and the PNG renderings need: Chromium and its driver, and fonts close to
# iOS's (Inter for SF Pro, Noto CJK for Japanese, Noto Color Emoji for emoji in titles).
BROWSER_PACKAGES=(chromium chromium-driver fonts-inter fonts-noto-cjk fonts-noto-color-emoji)
# What checks and tests the page's script modules (Sources/HomeScreen/Resources/*.mjs): Node (node --check,
# node --test), TypeScript's checker over their JSDoc types, and jsdom for the tests that need a DOM.
WEB_PACKAGES=(nodejs node-typescript node-jsdom)
