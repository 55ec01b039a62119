#pragma once

#include <QString>

#include <exception>

namespace ml {

/** @brief Thrown while an event is applied when the record breaks a rule; the replay turns it into a ReplayError. */
class RuleError : public std::exception
{
public:
    /** @brief @p event names an earlier event the error belongs to (a `steal` checked when its batch closes). */
    explicit RuleError(QString reason, int event = -1)
        : m_reason(std::move(reason))
        , m_event(event)
    {
    }
    [[nodiscard]] const QString &reason() const { return m_reason; }
    [[nodiscard]] int event() const { return m_event; }
    [[nodiscard]] const char *what() const noexcept override { return "rule error"; }

private:
    QString m_reason;
    int m_event = -1;
};

} // namespace ml
