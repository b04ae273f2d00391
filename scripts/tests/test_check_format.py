"""Tests of scripts/check-format on small made-up packages, with the toolchain's swift format and a 40-character limit."""

import json
import os
import shlex
import shutil
import subprocess
import sys
import tempfile
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SCRIPT = os.path.join(ROOT, "scripts", "check-format")
SWIFT = shlex.split(os.environ.get("SWIFT", "swift"))[0]

FORMATTED = 'let greeting = "hello"\n\nfunc twice(_ x: Int) -> Int {\n    x * 2\n}\n'
# A line of 40 characters, 2-byte and 3-byte ones among them: over 40 bytes, not over 40 characters.
WIDE = 'let text = """\n    ＡＢＣＤÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉ\n    """\n'
# swift format leaves a line of a multi-line string literal as it is, whatever its length.
LONG = 'let text = """\n    one two three four five six seven eight nine\n    """\n'
MISINDENTED = "func twice(_ x: Int) -> Int {\n  x * 2\n}\n"


@unittest.skipIf(shutil.which(SWIFT) is None, f"{SWIFT} is not on PATH: the check runs swift format")
class CheckFormatTests(unittest.TestCase):
    def run_check(self, sources, *arguments, configuration=True):
        with tempfile.TemporaryDirectory() as root:
            if configuration:
                with open(os.path.join(ROOT, ".swift-format"), encoding="utf-8") as handle:
                    settings = json.load(handle)
                settings["lineLength"] = 40
                with open(os.path.join(root, ".swift-format"), "w", encoding="utf-8") as handle:
                    json.dump(settings, handle)
            for path, text in sources.items():
                os.makedirs(os.path.dirname(os.path.join(root, path)), exist_ok=True)
                with open(os.path.join(root, path), "w", encoding="utf-8") as handle:
                    handle.write(text)
            result = subprocess.run([sys.executable, SCRIPT, *arguments, root], capture_output=True, text=True)
            after = {}
            for path in sources:
                with open(os.path.join(root, path), encoding="utf-8") as handle:
                    after[path] = handle.read()
            return result.returncode, result.stdout.splitlines(), result.stderr.splitlines(), after

    def test_formatted_sources_pass(self):
        code, output, errors, _ = self.run_check({"Package.swift": FORMATTED, "Sources/A/A.swift": FORMATTED, "Sources/A/Wide.swift": WIDE})
        self.assertEqual((code, errors), (0, []))
        self.assertEqual(output, ["check-format: 3 files formatted as .swift-format says; no line over 40 characters"])

    def test_a_line_swift_format_leaves_long_is_reported_with_its_length(self):
        code, _, errors, _ = self.run_check({"Tests/ATests/Long.swift": FORMATTED + LONG})
        self.assertEqual(code, 1)
        self.assertEqual(errors[0], "Tests/ATests/Long.swift:7: 48 characters, over the limit of 40 (lineLength in .swift-format)")

    def test_a_finding_of_swift_format_lint_is_reported(self):
        code, _, errors, _ = self.run_check({"Plugins/P/P.swift": MISINDENTED})
        self.assertEqual(code, 1)
        self.assertEqual(errors[0], "Plugins/P/P.swift:2:1: error: [Indentation] indent by 2 spaces")

    def test_generated_files_and_fixtures_are_not_checked_or_formatted(self):
        sources = {
            "Sources/A/A.swift": FORMATTED,
            "Tests/ATests/Generated/Suite.swift": MISINDENTED + LONG,
            "Tests/ATests/Fixtures/Page.swift": MISINDENTED,
            "Sources/GuideSpecReferenceAdapter/BundledCatalogue.swift": LONG,
        }
        code, output, errors, _ = self.run_check(sources)
        self.assertEqual((code, errors), (0, []))
        code, output, _, after = self.run_check(sources, "--fix")
        self.assertEqual(code, 0)
        self.assertEqual(after, sources)
        code, output, _, _ = self.run_check(sources, "--list")
        self.assertEqual((code, output), (0, ["Sources/A/A.swift"]))

    def test_fix_formats_in_place_and_then_checks(self):
        code, output, errors, after = self.run_check({"Sources/A/A.swift": MISINDENTED})
        self.assertEqual(code, 1)
        code, output, errors, after = self.run_check({"Sources/A/A.swift": MISINDENTED}, "--fix")
        self.assertEqual((code, errors), (0, []))
        self.assertEqual(after["Sources/A/A.swift"], "func twice(_ x: Int) -> Int {\n    x * 2\n}\n")

    def test_a_missing_configuration_is_exit_2(self):
        code, _, errors, _ = self.run_check({"Sources/A/A.swift": FORMATTED}, configuration=False)
        self.assertEqual((code, errors), (2, ["check-format: .swift-format: cannot read: No such file or directory"]))


if __name__ == "__main__":
    unittest.main()
