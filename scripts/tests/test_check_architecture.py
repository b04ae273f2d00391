"""Tests of scripts/check-architecture on small made-up packages: each rule reports the exact line it should."""

import json
import os
import subprocess
import sys
import tempfile
import unittest

SCRIPT = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "check-architecture")

TABLE = """# Architecture

| layer | targets | may name an SDK |
|---|---|---|
| leaf | `Words` | no |
| stages | `Reader`, `Checker` | no |
| packs | `StorePack` | yes |
"""


def target(name, dependencies=(), kind="regular"):
    return {"name": name, "type": kind, "dependencies": [{"byName": [dependency, None]} for dependency in dependencies]}


class CheckArchitectureTests(unittest.TestCase):
    def run_check(self, targets, sources, table=TABLE, allowed=None):
        with tempfile.TemporaryDirectory() as root:
            os.makedirs(os.path.join(root, "docs"))
            with open(os.path.join(root, "docs", "architecture.md"), "w") as handle:
                handle.write(table)
            if allowed is not None:
                os.makedirs(os.path.join(root, "scripts"))
                with open(os.path.join(root, "scripts", "sdk-names-allowed"), "w") as handle:
                    handle.write(allowed)
            for path, text in sources.items():
                os.makedirs(os.path.dirname(os.path.join(root, path)), exist_ok=True)
                with open(os.path.join(root, path), "w") as handle:
                    handle.write(text)
            dump = os.path.join(root, "dump.json")
            with open(dump, "w") as handle:
                json.dump({"targets": targets}, handle)
            result = subprocess.run([sys.executable, SCRIPT, "--package-dump", dump, root], capture_output=True, text=True)
            return result.returncode, result.stderr.splitlines()

    def test_a_package_that_keeps_its_layers_passes(self):
        code, errors = self.run_check(
            [target("Words"), target("Reader", ["Words"]), target("Checker", ["Reader"]), target("StorePack", ["Checker"]), target("ReaderTests", ["StorePack"], "test")],
            {
                "Sources/Reader/Reader.swift": "internal import Words\n",
                "Sources/Reader/Generated.swift": "let text = #\"\"\"\n    import StorePack\n    \"\"\"#\n",
                "Sources/StorePack/Store.swift": "import Checker\n// purchase flows\n",
            },
        )
        self.assertEqual((code, errors), (0, []))

    def test_a_dependency_and_an_import_upward_are_reported_where_they_are(self):
        code, errors = self.run_check(
            [target("Words", ["Reader"]), target("Reader"), target("Checker"), target("StorePack")],
            {"Sources/Checker/Check.swift": "// checks\n@preconcurrency public import StorePack\n"},
        )
        self.assertEqual(code, 1)
        self.assertEqual(errors, [
            "Sources/Checker/Check.swift:2: Checker (stages) imports StorePack (packs), a layer above it",
            "Package.swift:1: Words (leaf) depends on Reader (stages), a layer above it",
            "check-architecture: 2 problem(s)",
        ])

    def test_an_sdk_name_in_a_generic_target_is_reported_unless_allowed(self):
        targets = [target("Words"), target("Reader"), target("Checker"), target("StorePack")]
        sources = {"Sources/Words/Operation.swift": "case requestPurchase\n", "Sources/Reader/Read.swift": "let prefix = \"TCGB\"\n"}
        code, errors = self.run_check(targets, sources)
        self.assertEqual(code, 1)
        self.assertEqual(errors[:2], [
            "Sources/Reader/Read.swift:1: Reader may not name an SDK, and this line says 'TCGB'",
            "Sources/Words/Operation.swift:1: Words may not name an SDK, and this line says 'Purchase'",
        ])
        code, errors = self.run_check(targets, sources, allowed="# why each may\nSources/Words/Operation.swift  the operations packs add\n")
        self.assertEqual(errors[0], "Sources/Reader/Read.swift:1: Reader may not name an SDK, and this line says 'TCGB'")
        self.assertEqual(len(errors), 2)

    def test_a_target_in_no_layer_or_two_and_a_name_that_is_no_target(self):
        table = TABLE.replace("| packs | `StorePack` | yes |", "| packs | `StorePack`, `Reader`, `Ghost` | yes |")
        code, errors = self.run_check([target("Words"), target("Reader"), target("Checker"), target("StorePack"), target("Plugin", kind="plugin")], {}, table)
        self.assertEqual(code, 1)
        self.assertEqual(errors, [
            "docs/architecture.md:7: Reader is in two layers: stages and packs",
            "docs/architecture.md:7: Ghost is not a target of Package.swift",
            "Package.swift:1: Plugin is in no layer of docs/architecture.md",
            "check-architecture: 3 problem(s)",
        ])

    def test_an_unreadable_table_is_exit_2_with_its_line(self):
        code, errors = self.run_check([target("Words")], {}, TABLE.replace("| leaf | `Words` | no |", "| leaf | `Words` | maybe |"))
        self.assertEqual(code, 2)
        self.assertEqual(errors, ["check-architecture: docs/architecture.md:5: expected | layer | `Target`, `Target` | yes or no |"])


if __name__ == "__main__":
    unittest.main()
