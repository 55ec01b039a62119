#pragma once

#include <QAbstractListModel>
#include <QJsonObject>
#include <QList>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

/** @brief One row per feature on the board of the open game, in the order the features were first occupied. */
class FeaturesModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("FeaturesModel belongs to a GameSession: use AppState.session.features")

    /** @brief The number of features on the board. */
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

public:
    /** @brief The roles QML reads by name (see roleNames()). */
    enum Role {
        FeatureIdRole = Qt::UserRole + 1,
        TypeRole,
        TypeNameRole,
        FiguresRole,
        FloorsRole,
        IsOpenRole,
        CanScoreRole,
        IsPyramidCompleteRole,
    };
    Q_ENUM(Role)

    /** @brief An empty board. */
    explicit FeaturesModel(QObject *parent = nullptr);

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;

    /**
     * @brief Shows the board of the replay @p output of @p record.
     *
     * The same features in the same order only change values (dataChanged); any other change resets the model.
     */
    void update(const QJsonObject &record, const QJsonObject &output);
    /** @brief Removes every row (the game was closed). */
    void clear();
    /** @brief The language changed: dataChanged on the translated roles of every row. */
    void retranslate();
    /** @brief The row of @p featureId, -1 when it is not on the board. */
    [[nodiscard]] Q_INVOKABLE int rowOf(const QString &featureId) const;

Q_SIGNALS:
    /** @brief count changed. */
    void countChanged();

private:
    struct Row {
        QString featureId;
        QString type;
        QVariantList figures;
        int floors = 0;
        bool operator==(const Row &other) const = default;
    };

    [[nodiscard]] static QList<Row> rowsFor(const QJsonObject &record, const QJsonObject &output);

    QList<Row> m_rows;
};
