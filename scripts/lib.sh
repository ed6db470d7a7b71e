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
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}"
}

# The system packages the package builds against (Package.swift's system-library targets).
SYSTEM_PACKAGES=(libsqlite3-dev pkg-config)
