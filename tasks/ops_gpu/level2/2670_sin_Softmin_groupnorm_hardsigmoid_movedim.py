"""torch.sin -> Softmin -> F.group_norm -> F.hardsigmoid -> torch.movedim: synthesised by warpgym synth (seed 7, index 4225, torch#5, dim 0 x929)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.sin -> Softmin -> F.group_norm -> F.hardsigmoid -> torch.movedim"""

    def __init__(self):
        super().__init__()
        self.softmin_1 = nn.Softmin()

    def forward(self, x):
        x = torch.sin(x)
        x = self.softmin_1(x)
        x = F.group_norm(x, num_groups=2)
        x = F.hardsigmoid(x)
        x = torch.movedim(x, 2, 1)
        return x


def get_inputs():
    return [torch.randn(7432, 256, 128)]


def get_init_inputs():
    return []
