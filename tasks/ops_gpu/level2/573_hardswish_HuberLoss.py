"""F.hardswish -> HuberLoss: synthesised by warpgym synth (seed 7, index 777, torch#2, dim 0 x846)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.hardswish -> HuberLoss"""

    def __init__(self):
        super().__init__()
        self.huberloss_1 = nn.HuberLoss()

    def forward(self, x, x1):
        x = F.hardswish(x)
        x = self.huberloss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(6768, 256, 128), torch.randn(6768, 256, 128)]


def get_init_inputs():
    return []
