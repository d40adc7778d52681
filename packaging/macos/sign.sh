#!/usr/bin/env bash
# Sign Traversone.app inside-out, without --deep: every library and nested program first,
# deepest first, then the main program and the app with the hardened runtime and our
# entitlements. (--deep would sign nested code with the app's entitlements, and Apple no
# longer recommends it.)
#
#     packaging/macos/sign.sh dist/Traversone.app "Developer ID Application: NAME (TEAMID)" [KEYCHAIN]
set -euo pipefail
app=$1
identity=$2
keychain=${3:-}
here=$(cd "$(dirname "$0")" && pwd)
entitlements="$here/entitlements.plist"
args=(--force --options runtime --timestamp --sign "$identity")
if [ -n "$keychain" ]; then
  args+=(--keychain "$keychain")
fi

# Mach-O files other than the main program, deepest path first.
main="$app/Contents/MacOS/traversone"
while IFS= read -r -d '' file; do
  if [ "$file" != "$main" ] && file -b "$file" | grep -q "Mach-O"; then
    printf '%s\t%s\n' "$(tr -cd / <<<"$file" | wc -c)" "$file"
  fi
done < <(find "$app/Contents" -type f -print0) | sort -rn -k1,1 | cut -f2- |
while IFS= read -r file; do
  codesign "${args[@]}" "$file"
done

# Nested bundles (Qt's frameworks, if any), deepest first, then the program and the app.
find "$app/Contents" -depth -type d \( -name "*.framework" -o -name "*.app" \) -print0 |
while IFS= read -r -d '' bundle; do
  codesign "${args[@]}" "$bundle"
done
codesign "${args[@]}" --entitlements "$entitlements" "$main"
codesign "${args[@]}" --entitlements "$entitlements" "$app"
codesign --verify --strict --verbose=2 "$app"
