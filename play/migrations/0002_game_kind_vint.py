from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [
        ("play", "0001_initial"),
    ]

    operations = [
        migrations.AlterField(
            model_name="game",
            name="kind",
            field=models.CharField(
                choices=[
                    ("session", "Four-player session"),
                    ("bonehead", "Three players and the bonehead"),
                    ("vint", "Vint, the Russian ancestor"),
                ],
                default="session",
                max_length=20,
            ),
        ),
    ]
