#!/usr/bin/env bash
# Builds the IOSiAP adapter with the system C++ compiler: `adapters/cpp-iosiap/build.sh OUT [FLAW…]`, where each FLAW is one of
# the IOSIAP_FLAW_* names of README.md (without the prefix: EARLY_RETURN, NO_DEFERRED_CASE, …). Needs nlohmann-json3-dev.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
out=${1:?usage: build.sh OUT [FLAW…]}
shift
# Warnings are errors for the adapter as it is; a flawed build lets a missing case warn without stopping the build.
warnings=-Werror
defines=()
for flaw in "$@"; do
  defines+=("-DIOSIAP_FLAW_${flaw}")
  warnings=-Wno-switch
done
"${CXX:-c++}" -std=c++17 -O0 -Wall -Wextra "$warnings" "${defines[@]}" -o "$out" \
  "$here/guidespec_adapter.cpp" "$here/IOSiAP.cpp" "$here/SimulatedQueue.cpp"
