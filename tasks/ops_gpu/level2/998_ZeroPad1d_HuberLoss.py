"""ZeroPad1d -> HuberLoss: synthesised by warpgym synth (seed 7, index 1373, torch#2, dim 0 x5604)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ZeroPad1d -> HuberLoss"""

    def __init__(self):
        super().__init__()
        self.zeropad1d_0 = nn.ZeroPad1d(padding=1)
        self.huberloss_1 = nn.HuberLoss()

    def forward(self, x, x1):
        x = self.zeropad1d_0(x)
        x = self.huberloss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(11208, 8, 8, 16, 16), torch.randn(11208, 8, 8, 16, 18)]


def get_init_inputs():
    return []
