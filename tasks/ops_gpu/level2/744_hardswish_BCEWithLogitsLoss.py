"""F.hardswish -> BCEWithLogitsLoss: synthesised by warpgym synth (seed 7, index 1010, torch#2, dim 0 x14742)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.hardswish -> BCEWithLogitsLoss"""

    def __init__(self):
        super().__init__()
        self.bcewithlogitsloss_1 = nn.BCEWithLogitsLoss()

    def forward(self, x, x1):
        x = F.hardswish(x)
        x = self.bcewithlogitsloss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(58968, 16, 8, 8, 8), torch.randn(58968, 16, 8, 8, 8)]


def get_init_inputs():
    return []
