import Foundation
import OpenUIKit
import Testing

/// NSDiffableDataSourceSectionSnapshot as a value: building an outline, expanding and
/// collapsing, and reading levels, parents and subtrees.
@Suite struct SectionSnapshotTests {
    /// Fruits (Apples, Pears), Vegetables (Roots (Carrot)), Bread.
    private func outline() -> NSDiffableDataSourceSectionSnapshot<String> {
        var snapshot = NSDiffableDataSourceSectionSnapshot<String>()
        snapshot.append(["Fruits", "Vegetables", "Bread"])
        snapshot.append(["Apples", "Pears"], to: "Fruits")
        snapshot.append(["Roots"], to: "Vegetables")
        snapshot.append(["Carrot"], to: "Roots")
        return snapshot
    }

    @Test("Collapsed parents hide their children; expanding shows them depth first")
    func visibleItems() {
        var snapshot = outline()
        #expect(snapshot.items == ["Fruits", "Apples", "Pears", "Vegetables", "Roots", "Carrot", "Bread"])
        #expect(snapshot.visibleItems == ["Fruits", "Vegetables", "Bread"])
        #expect(snapshot.rootItems == ["Fruits", "Vegetables", "Bread"])
        snapshot.expand(["Vegetables", "Roots"])
        #expect(snapshot.visibleItems == ["Fruits", "Vegetables", "Roots", "Carrot", "Bread"])
        #expect(snapshot.isExpanded("Roots"))
        #expect(snapshot.isVisible("Carrot"))
        snapshot.collapse(["Vegetables"])
        #expect(snapshot.visibleItems == ["Fruits", "Vegetables", "Bread"])
        #expect(!snapshot.isVisible("Carrot"))
        #expect(snapshot.isExpanded("Roots"))
    }

    @Test("Levels, parents, indexes and subtrees")
    func structure() {
        var snapshot = outline()
        snapshot.expand(["Roots"])
        #expect(snapshot.level(of: "Fruits") == 0)
        #expect(snapshot.level(of: "Roots") == 1)
        #expect(snapshot.level(of: "Carrot") == 2)
        #expect(snapshot.parent(of: "Carrot") == "Roots")
        #expect(snapshot.parent(of: "Bread") == nil)
        #expect(snapshot.index(of: "Vegetables") == 3)
        #expect(snapshot.contains("Pears") && !snapshot.contains("Kiwi"))
        let vegetables = snapshot.snapshot(of: "Vegetables")
        #expect(vegetables.rootItems == ["Roots"])
        #expect(vegetables.items == ["Roots", "Carrot"])
        #expect(vegetables.isExpanded("Roots"))
        let withParent = snapshot.snapshot(of: "Vegetables", includingParent: true)
        #expect(withParent.rootItems == ["Vegetables"])
        #expect(withParent.level(of: "Carrot") == 2)
    }

    @Test("Inserting beside an item, deleting a subtree, replacing children")
    func editing() {
        var snapshot = outline()
        snapshot.insert(["Cherries"], before: "Pears")
        snapshot.insert(["Milk"], after: "Vegetables")
        #expect(snapshot.items == ["Fruits", "Apples", "Cherries", "Pears", "Vegetables", "Roots", "Carrot", "Milk", "Bread"])
        #expect(snapshot.parent(of: "Cherries") == "Fruits")
        snapshot.delete(["Vegetables"])
        #expect(snapshot.items == ["Fruits", "Apples", "Cherries", "Pears", "Milk", "Bread"])
        #expect(!snapshot.contains("Carrot"))
        var citrus = NSDiffableDataSourceSectionSnapshot<String>()
        citrus.append(["Citrus"])
        citrus.append(["Lemon"], to: "Citrus")
        snapshot.replace(childrenOf: "Fruits", using: citrus)
        #expect(snapshot.items == ["Fruits", "Citrus", "Lemon", "Milk", "Bread"])
        #expect(snapshot.level(of: "Lemon") == 2)
        snapshot.deleteAll()
        #expect(snapshot.items.isEmpty)
    }

    @Test("The visual description draws the outline with expansion marks")
    func description() {
        var snapshot = outline()
        snapshot.expand(["Fruits"])
        #expect(snapshot.visualDescription() == """
            - Fruits
                Apples
                Pears
            + Vegetables
              + Roots
                  Carrot
              Bread
            """)
    }
}
