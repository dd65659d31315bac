"""Conv2d -> BCEWithLogitsLoss: synthesised by warpgym synth (seed 7, index 378, torch#2, dim 0 x857)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Conv2d -> BCEWithLogitsLoss"""

    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(in_channels=16, kernel_size=3, out_channels=32)
        self.bcewithlogitsloss_1 = nn.BCEWithLogitsLoss()

    def forward(self, x, x1):
        x = self.conv2d_0(x)
        x = self.bcewithlogitsloss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(6856, 16, 32, 32), torch.randn(6856, 32, 30, 30)]


def get_init_inputs():
    return []
