"""torch.flipud -> HuberLoss: synthesised by warpgym synth (seed 7, index 1224, torch#2, dim 0 x1716)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.flipud -> HuberLoss"""

    def __init__(self):
        super().__init__()
        self.huberloss_1 = nn.HuberLoss()

    def forward(self, x, x1):
        x = torch.flipud(x)
        x = self.huberloss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(878592, 256), torch.randn(878592, 256)]


def get_init_inputs():
    return []
