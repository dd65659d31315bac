"""F.hardshrink -> BCEWithLogitsLoss: synthesised by warpgym synth (seed 7, index 2243, torch#2, dim 0 x3941)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.hardshrink -> BCEWithLogitsLoss"""

    def __init__(self):
        super().__init__()
        self.bcewithlogitsloss_1 = nn.BCEWithLogitsLoss()

    def forward(self, x, x1):
        x = F.hardshrink(x)
        x = self.bcewithlogitsloss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(1008896, 512), torch.randn(1008896, 512)]


def get_init_inputs():
    return []
