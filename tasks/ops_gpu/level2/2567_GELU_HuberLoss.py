"""GELU -> HuberLoss: synthesised by warpgym synth (seed 7, index 3502, torch#2, dim 0 x2029)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """GELU -> HuberLoss"""

    def __init__(self):
        super().__init__()
        self.gelu_0 = nn.GELU()
        self.huberloss_1 = nn.HuberLoss()

    def forward(self, x, x1):
        x = self.gelu_0(x)
        x = self.huberloss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(32464, 32, 16, 16), torch.randn(32464, 32, 16, 16)]


def get_init_inputs():
    return []
