"""F.normalize -> F.softshrink -> HuberLoss: synthesised by warpgym synth (seed 7, index 3426, torch#3, dim 0 x2832)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.normalize -> F.softshrink -> HuberLoss"""

    def __init__(self):
        super().__init__()
        self.huberloss_2 = nn.HuberLoss()

    def forward(self, x, x1):
        x = F.normalize(x)
        x = F.softshrink(x)
        x = self.huberloss_2(x, x1)
        return x


def get_inputs():
    return [torch.randn(724992, 512), torch.randn(724992, 512)]


def get_init_inputs():
    return []
