"""CircularPad3d -> BCEWithLogitsLoss: synthesised by warpgym synth (seed 7, index 6013, torch#2, dim 0 x3153)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """CircularPad3d -> BCEWithLogitsLoss"""

    def __init__(self):
        super().__init__()
        self.circularpad3d_0 = nn.CircularPad3d(padding=1)
        self.bcewithlogitsloss_1 = nn.BCEWithLogitsLoss()

    def forward(self, x, x1):
        x = self.circularpad3d_0(x)
        x = self.bcewithlogitsloss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(12612, 32, 32, 32), torch.randn(12612, 34, 34, 34)]


def get_init_inputs():
    return []
