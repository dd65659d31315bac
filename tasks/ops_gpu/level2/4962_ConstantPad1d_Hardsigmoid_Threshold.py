"""ConstantPad1d -> Hardsigmoid -> Threshold: synthesised by warpgym synth (seed 9, index 378, torch#3, dim 0 x9422)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ConstantPad1d -> Hardsigmoid -> Threshold"""

    def __init__(self):
        super().__init__()
        self.constantpad1d_0 = nn.ConstantPad1d(padding=1, value=0.5)
        self.hardsigmoid_1 = nn.Hardsigmoid()
        self.threshold_2 = nn.Threshold(threshold=0.5, value=0.5)

    def forward(self, x):
        x = self.constantpad1d_0(x)
        x = self.hardsigmoid_1(x)
        x = self.threshold_2(x)
        return x


def get_inputs():
    return [torch.randn(18844, 8, 8, 16, 16)]


def get_init_inputs():
    return []
