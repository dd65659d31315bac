"""F.relu -> Hardswish -> PoissonNLLLoss: synthesised by warpgym synth (seed 7, index 4464, torch#3, dim 0 x748)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.relu -> Hardswish -> PoissonNLLLoss"""

    def __init__(self):
        super().__init__()
        self.hardswish_1 = nn.Hardswish()
        self.poissonnllloss_2 = nn.PoissonNLLLoss()

    def forward(self, x, x1):
        x = F.relu(x)
        x = self.hardswish_1(x)
        x = self.poissonnllloss_2(x, x1)
        return x


def get_inputs():
    return [torch.randn(191488, 256), torch.randn(191488, 256)]


def get_init_inputs():
    return []
