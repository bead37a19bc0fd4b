#!/usr/bin/env bash
# Creates (once) the project's Python environment in .venv/ (git-ignored) and installs the pinned
# Python tools the scripts and tests use into it, never into the python3 on PATH:
#
#   bash scripts/python-env.sh            # fontTools, wcwidth, emoji, regex
#   bash scripts/python-env.sh spark      # also pyspark (for Examples/spark)
#
# It prints the environment's python3 on its last line, so that callers can write
#   python=$(bash scripts/python-env.sh | tail -n 1)
set -euo pipefail
cd "$(dirname "$0")/.."

venv=.venv
packages=(fonttools==4.68.0 wcwidth==0.9.4 emoji==2.16.0 regex==2026.11.15)
[ "${1:-}" = "spark" ] && packages+=(pyspark==4.0.1)

if [ ! -x "$venv/bin/python3" ]; then
    echo "== creating the Python environment $venv" >&2
    python3 -m venv "$venv" >&2
fi
missing=()
for package in "${packages[@]}"; do
    name=${package%%==*}
    version=${package##*==}
    installed=$("$venv/bin/python3" -c "import importlib.metadata as m; print(m.version('$name'))" 2>/dev/null || true)
    [ "$installed" = "$version" ] || missing+=("$package")
done
if ((${#missing[@]})); then
    echo "== installing ${missing[*]} (PyPI) into $venv" >&2
    "$venv/bin/python3" -m pip install -q --disable-pip-version-check "${missing[@]}" >&2
fi
echo "$PWD/$venv/bin/python3"
