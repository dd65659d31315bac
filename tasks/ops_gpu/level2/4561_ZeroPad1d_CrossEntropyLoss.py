"""ZeroPad1d -> CrossEntropyLoss: synthesised by warpgym synth (seed 7, index 6229, torch#2, dim 0 x3866)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ZeroPad1d -> CrossEntropyLoss"""

    def __init__(self):
        super().__init__()
        self.zeropad1d_0 = nn.ZeroPad1d(padding=1)
        self.crossentropyloss_1 = nn.CrossEntropyLoss()

    def forward(self, x, x1):
        x = self.zeropad1d_0(x)
        x = self.crossentropyloss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(1979392, 256), torch.randn(1979392, 258)]


def get_init_inputs():
    return []
