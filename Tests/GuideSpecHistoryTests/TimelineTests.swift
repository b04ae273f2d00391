import GuideSpecHistory
import Testing
import GuideSpecTestSupport

/// Item timelines over repositories built at test time: appear, change, disappear, come back; renames; merges.
@Suite struct TimelineTests {
    @Test func anItemAddedChangedRemovedAndReAddedHasFourEvents() throws {
        let repository = try TestRepository()
        try repository.write("en/purchase.md", GuidePage.errors([("TCGB_ERROR_A", 4001)]))
        let c1 = try repository.commit("Start the purchase page")
        try repository.write("en/purchase.md", GuidePage.errors([("TCGB_ERROR_A", 4001), ("TCGB_ERROR_B", 4002)]))
        let c2 = try repository.commit("Add B")
        try repository.write("en/purchase.md", GuidePage.errors([("TCGB_ERROR_A", 4001), ("TCGB_ERROR_B", 4012)]))
        let c3 = try repository.commit("B is 4012")
        try repository.write("en/purchase.md", GuidePage.errors([("TCGB_ERROR_A", 4001)]))
        let c4 = try repository.commit("Drop B")
        try repository.write("en/purchase.md", GuidePage.errors([("TCGB_ERROR_B", 4002), ("TCGB_ERROR_A", 4001)]))
        let c5 = try repository.commit("B is back, first")
        let names = [c1: "c1", c2: "c2", c3: "c3", c4: "c4", c5: "c5"]

        let report = try HistoryTesting.report(repository)
        #expect(
            try HistoryTesting.timelines(report, page: "purchase", names: names) == [
                "en error:TCGB_ERROR_A: c1 appeared @en/purchase.md:5",
                "en error:TCGB_ERROR_B: c2 appeared @en/purchase.md:6",
                "en error:TCGB_ERROR_B: c3 changed code 4002→4012 @en/purchase.md:6",
                "en error:TCGB_ERROR_B: c4 disappeared @en/purchase.md:6",
                "en error:TCGB_ERROR_B: c5 appeared @en/purchase.md:5",
            ])
        #expect(
            try HistoryTesting.fileEvents(report, page: "purchase", names: names) == [
                "en c1 added en/purchase.md", "en c2 modified en/purchase.md", "en c3 modified en/purchase.md",
                "en c4 modified en/purchase.md", "en c5 modified en/purchase.md",
            ])
        #expect(report.commits.map(\.subject) == ["Start the purchase page", "Add B", "B is 4012", "Drop B", "B is back, first"])
        #expect(report.commits[0].author == "Ada")
        #expect(report.commits[0].date == "2024-01-02T00:00:00+00:00")
        #expect(report.commitsWalked == 5)
        #expect(report.tip.id == c5)
        // c4 went back to c1's bytes: that blob is read once.
        #expect(report.statistics.blobsExtracted == 4)
    }

    @Test func aRenamedFileKeepsItsItemsAndSaysWhereItCameFrom() throws {
        let repository = try TestRepository()
        try repository.write("en/purchase.md", GuidePage.errors([("TCGB_ERROR_A", 4001), ("TCGB_ERROR_B", 4002)]))
        let c1 = try repository.commit("Start")
        try repository.git("mv", "en/purchase.md", "en/store.md")
        let c2 = try repository.commit("Rename the page")
        try repository.write("en/store.md", GuidePage.errors([("TCGB_ERROR_A", 4001), ("TCGB_ERROR_B", 4003)]))
        let c3 = try repository.commit("B is 4003")
        let names = [c1: "c1", c2: "c2", c3: "c3"]

        let report = try HistoryTesting.report(repository)
        #expect(report.pages.map(\.page) == ["store"])
        #expect(
            try HistoryTesting.fileEvents(report, page: "store", names: names) == [
                "en c1 added en/purchase.md", "en c2 renamed en/store.md from en/purchase.md", "en c3 modified en/store.md",
            ])
        #expect(
            try HistoryTesting.timelines(report, page: "store", names: names) == [
                "en error:TCGB_ERROR_A: c1 appeared @en/purchase.md:5",
                "en error:TCGB_ERROR_B: c1 appeared @en/purchase.md:6",
                "en error:TCGB_ERROR_B: c3 changed code 4002→4003 @en/store.md:6",
            ])
        // The same blob under its two paths is extracted once per path, so that locations name the path of their commit.
        #expect(report.statistics.blobsExtracted == 3)
    }

    @Test func aDeletedPageEndsWithItsItemsGoneAndAPathWrittenAgainContinuesIt() throws {
        let repository = try TestRepository()
        try repository.write("ko/push.md", GuidePage.errors([("TCGB_ERROR_PUSH", 5101)], title: "Push"))
        let c1 = try repository.commit("Push page")
        try repository.git("rm", "-q", "ko/push.md")
        let c2 = try repository.commit("No push page")
        try repository.write("ko/push.md", GuidePage.errors([("TCGB_ERROR_PUSH", 5101)], title: "Push"))
        let c3 = try repository.commit("Push page again")
        let names = [c1: "c1", c2: "c2", c3: "c3"]

        let report = try HistoryTesting.report(repository)
        #expect(
            try HistoryTesting.fileEvents(report, page: "push", names: names) == [
                "ko c1 added ko/push.md", "ko c2 deleted ko/push.md", "ko c3 added ko/push.md",
            ])
        #expect(
            try HistoryTesting.timelines(report, page: "push", names: names) == [
                "ko error:TCGB_ERROR_PUSH: c1 appeared @ko/push.md:5",
                "ko error:TCGB_ERROR_PUSH: c2 disappeared @ko/push.md:5",
                "ko error:TCGB_ERROR_PUSH: c3 appeared @ko/push.md:5",
            ])
        // The same blob at the same path is read once, however many times it comes back.
        #expect(report.statistics.blobsExtracted == 1)
    }

    @Test func mergeCommitsCarryTheChangesOfTheirBranchOnTheFirstParentWalk() throws {
        let repository = try TestRepository()
        try repository.write("en/purchase.md", GuidePage.errors([("TCGB_ERROR_A", 4001)]))
        let c1 = try repository.commit("Start")
        try repository.git("checkout", "-q", "-b", "translation")
        try repository.write("en/purchase.md", GuidePage.errors([("TCGB_ERROR_A", 4001), ("TCGB_ERROR_B", 4002)]))
        let side = try repository.commit("Add B on a branch", author: "Grace")
        try repository.git("checkout", "-q", "main")
        try repository.write("README.txt", "not a page\n")
        let c2 = try repository.commit("Readme on main")
        try repository.git("merge", "-q", "--no-ff", "-m", "Merge translation", "translation")
        let merge = try repository.head()
        try repository.write("en/purchase.md", GuidePage.errors([("TCGB_ERROR_A", 4011), ("TCGB_ERROR_B", 4002)]))
        let c3 = try repository.commit("A is 4011")
        let names = [c1: "c1", side: "side", c2: "c2", merge: "merge", c3: "c3"]

        let report = try HistoryTesting.report(repository)
        #expect(
            try HistoryTesting.timelines(report, page: "purchase", names: names) == [
                "en error:TCGB_ERROR_A: c1 appeared @en/purchase.md:5",
                "en error:TCGB_ERROR_A: c3 changed code 4001→4011 @en/purchase.md:5",
                "en error:TCGB_ERROR_B: merge appeared @en/purchase.md:6",
            ])
        // The branch's own commit is not on the first-parent chain; the readme commit changed no page.
        #expect(report.commitsWalked == 4)
        #expect(report.commits.map { names[$0.id] ?? $0.id } == ["c1", "merge", "c3"])
        #expect(report.commits[1].parents == [c2, side])
    }

    @Test func pagesOfALanguageFolderBelowTheTopAreFoundFromThatFolder() throws {
        let repository = try TestRepository()
        try repository.write("guides/zh/purchase.md", GuidePage.errors([("TCGB_ERROR_A", 4001)]))
        try repository.write("zh/other.md", GuidePage.errors([("TCGB_ERROR_Z", 1)]))
        let c1 = try repository.commit("Guides in a folder")
        let report = try HistoryRun.run(HistoryRun.Options(repository: repository.folder.appendingPathComponent("guides").path, jobs: 1))
        #expect(report.pages.map(\.page) == ["purchase"])
        #expect(
            try HistoryTesting.timelines(report, page: "purchase", names: [c1: "c1"]) == [
                "zh error:TCGB_ERROR_A: c1 appeared @guides/zh/purchase.md:5"
            ])
    }

    @Test func sinceStartsFromTheStateOfThatCommit() throws {
        let repository = try TestRepository()
        try repository.write("en/purchase.md", GuidePage.errors([("TCGB_ERROR_A", 4001)]))
        try repository.commit("Start")
        try repository.write("en/purchase.md", GuidePage.errors([("TCGB_ERROR_A", 4001), ("TCGB_ERROR_B", 4002)]))
        let c2 = try repository.commit("Add B")
        try repository.write("en/purchase.md", GuidePage.errors([("TCGB_ERROR_A", 4009), ("TCGB_ERROR_B", 4002)]))
        let c3 = try repository.commit("A is 4009")

        let report = try HistoryTesting.report(repository, since: c2)
        #expect(report.since == c2)
        #expect(report.commitsWalked == 1)
        #expect(
            try HistoryTesting.timelines(report, page: "purchase", names: [c3: "c3"]) == [
                "en error:TCGB_ERROR_A: c3 changed code 4001→4009 @en/purchase.md:5"
            ])
        #expect(try HistoryTesting.fileEvents(report, page: "purchase", names: [c3: "c3"]) == ["en c3 modified en/purchase.md"])
    }
}
