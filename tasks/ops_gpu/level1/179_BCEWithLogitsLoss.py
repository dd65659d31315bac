"""BCEWithLogitsLoss: synthesised by warpgym synth (seed 7, index 2075, torch#1, dim 0 x2670)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """BCEWithLogitsLoss"""

    def __init__(self):
        super().__init__()
        self.bcewithlogitsloss_0 = nn.BCEWithLogitsLoss()

    def forward(self, x, x1):
        x = self.bcewithlogitsloss_0(x, x1)
        return x


def get_inputs():
    return [torch.randn(42720, 32, 16, 16), torch.randn(42720, 32, 16, 16)]


def get_init_inputs():
    return []
