// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

// The ledger's list (model/engine/appendlist.h): it reads like a list in order and backwards, across its chunks, and a
// copy that grows leaves the list it was copied from as it was, and the other way round — the engine tries every
// event on a copy of the table and throws the copy away when the event is refused.

#include "appendlist.h"

#include <QtTest>

#include <algorithm>
#include <iterator>
#include <vector>

class TestAppendList : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void readsInOrderAcrossChunks();
    void copiesGrowApart();
};

namespace {

/** 0, 1, …, count - 1 in a list of chunks of 4. */
ml::AppendList<int, 4> numbers(int count)
{
    ml::AppendList<int, 4> list;
    for (int i = 0; i < count; ++i)
        list.append(i);
    return list;
}

} // namespace

void TestAppendList::readsInOrderAcrossChunks()
{
    const ml::AppendList<int, 4> empty;
    QVERIFY(empty.isEmpty());
    QVERIFY(empty.begin() == empty.end());

    // 10 elements in chunks of 4: two full chunks and one of 2.
    const ml::AppendList<int, 4> list = numbers(10);
    QCOMPARE(list.size(), 10);
    QCOMPARE(list.at(0), 0);
    QCOMPARE(list.at(4), 4);
    QCOMPARE(list[9], 9);
    QCOMPARE(list.last(), 9);
    QCOMPARE(std::vector<int>(list.begin(), list.end()), (std::vector<int> { 0, 1, 2, 3, 4, 5, 6, 7, 8, 9 }));
    QCOMPARE(std::vector<int>(list.crbegin(), list.crend()), (std::vector<int> { 9, 8, 7, 6, 5, 4, 3, 2, 1, 0 }));
    QCOMPARE(std::distance(list.begin(), list.end()), 10);
    // Found from the end, as the options look for the open batch's payouts.
    const auto found = std::find_if(list.crbegin(), list.crend(), [](int n) { return n % 4 == 0; });
    QCOMPARE(*found, 8);
}

void TestAppendList::copiesGrowApart()
{
    ml::AppendList<int, 4> original = numbers(6);
    ml::AppendList<int, 4> copy = original;
    QVERIFY(copy == original);
    // The copy's next element goes into the chunk both share: the original keeps its 6.
    copy.append(60);
    copy.append(70);
    copy.append(80);
    QCOMPARE(original.size(), 6);
    QCOMPARE(original.last(), 5);
    QCOMPARE(copy.size(), 9);
    QCOMPARE(copy.at(6), 60);
    QCOMPARE(copy.at(8), 80);
    QVERIFY(!(copy == original));
    // And the original, growing afterwards, does not write into the copy.
    original.append(-6);
    QCOMPARE(original.at(6), -6);
    QCOMPARE(copy.at(6), 60);
    QCOMPARE(copy.at(5), 5);
}

QTEST_GUILESS_MAIN(TestAppendList)
#include "tst_appendlist.moc"
