// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include <QList>

#include <iterator>

namespace ml {

/**
 * @brief A list that only grows at its end, kept in chunks that its copies share.
 *
 * The engine tries every event on a copy of the table (and the options and the outcome finish the open batch on one),
 * so the table is copied and then appended to at every event. A QList would copy all its elements on that first
 * append — the whole ledger, a cost that grows with the game. Here a copy shares the chunks, and an append copies the
 * list of chunks and the last chunk only.
 */
template<typename T, qsizetype ChunkSize = 64>
class AppendList
{
public:
    /** @brief Reads the elements in order (a random-access iterator over the chunks). */
    class const_iterator
    {
    public:
        using iterator_category = std::random_access_iterator_tag;
        using value_type = T;
        using difference_type = qsizetype;
        using pointer = const T *;
        using reference = const T &;

        const_iterator() = default;
        const_iterator(const AppendList *list, qsizetype index)
            : m_list(list)
            , m_index(index)
        {
        }
        reference operator*() const { return m_list->at(m_index); }
        pointer operator->() const { return &m_list->at(m_index); }
        reference operator[](difference_type n) const { return m_list->at(m_index + n); }
        const_iterator &operator++()
        {
            ++m_index;
            return *this;
        }
        const_iterator operator++(int)
        {
            const_iterator was = *this;
            ++m_index;
            return was;
        }
        const_iterator &operator--()
        {
            --m_index;
            return *this;
        }
        const_iterator operator--(int)
        {
            const_iterator was = *this;
            --m_index;
            return was;
        }
        const_iterator &operator+=(difference_type n)
        {
            m_index += n;
            return *this;
        }
        const_iterator &operator-=(difference_type n)
        {
            m_index -= n;
            return *this;
        }
        friend const_iterator operator+(const_iterator it, difference_type n) { return it += n; }
        friend const_iterator operator+(difference_type n, const_iterator it) { return it += n; }
        friend const_iterator operator-(const_iterator it, difference_type n) { return it -= n; }
        friend difference_type operator-(const const_iterator &a, const const_iterator &b)
        {
            return a.m_index - b.m_index;
        }
        friend bool operator==(const const_iterator &a, const const_iterator &b) { return a.m_index == b.m_index; }
        friend auto operator<=>(const const_iterator &a, const const_iterator &b) { return a.m_index <=> b.m_index; }

    private:
        const AppendList *m_list = nullptr;
        qsizetype m_index = 0;
    };
    using const_reverse_iterator = std::reverse_iterator<const_iterator>;

    [[nodiscard]] qsizetype size() const { return m_size; }
    [[nodiscard]] bool isEmpty() const { return m_size == 0; }
    [[nodiscard]] const T &at(qsizetype i) const { return m_chunks.at(i / ChunkSize).at(i % ChunkSize); }
    [[nodiscard]] const T &operator[](qsizetype i) const { return at(i); }
    [[nodiscard]] const T &last() const { return at(m_size - 1); }

    void append(T value)
    {
        if (m_size % ChunkSize == 0) {
            QList<T> chunk;
            chunk.reserve(ChunkSize);
            m_chunks.append(std::move(chunk));
        }
        m_chunks.last().append(std::move(value));
        ++m_size;
    }

    [[nodiscard]] const_iterator begin() const { return { this, 0 }; }
    [[nodiscard]] const_iterator end() const { return { this, m_size }; }
    [[nodiscard]] const_reverse_iterator crbegin() const { return const_reverse_iterator(end()); }
    [[nodiscard]] const_reverse_iterator crend() const { return const_reverse_iterator(begin()); }

    friend bool operator==(const AppendList &a, const AppendList &b)
    {
        return a.m_size == b.m_size && a.m_chunks == b.m_chunks;
    }

private:
    QList<QList<T>> m_chunks;
    qsizetype m_size = 0;
};

} // namespace ml
