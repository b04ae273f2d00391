#!/bin/sh
# Compiles the sample Android SDK and its GuideSpec adapter with the system JDK into CLASSES (default: build/),
# against Debian's Gson (libgoogle-gson-java). Run the adapter with:
#   java -cp CLASSES:/usr/share/java/gson.jar guidespec.adapter.GuideSpecAdapter
set -eu
here=$(cd "$(dirname "$0")" && pwd)
classes=${1:-$here/build}
gson=/usr/share/java/gson.jar
[ -f "$gson" ] || { echo "build.sh: $gson is missing: install libgoogle-gson-java (scripts/bootstrap does)" >&2; exit 2; }
mkdir -p "$classes"
# shellcheck disable=SC2046
javac -Xlint:all -Werror -encoding UTF-8 -d "$classes" -cp "$gson" $(find "$here/src" -name '*.java' | sort)
