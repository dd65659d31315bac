"""F.tanhshrink -> BCEWithLogitsLoss: synthesised by warpgym synth (seed 7, index 4825, torch#2, dim 0 x3134)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.tanhshrink -> BCEWithLogitsLoss"""

    def __init__(self):
        super().__init__()
        self.bcewithlogitsloss_1 = nn.BCEWithLogitsLoss()

    def forward(self, x, x1):
        x = F.tanhshrink(x)
        x = self.bcewithlogitsloss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(50144, 64, 128), torch.randn(50144, 64, 128)]


def get_init_inputs():
    return []
