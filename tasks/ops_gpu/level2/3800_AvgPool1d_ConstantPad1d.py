"""AvgPool1d -> ConstantPad1d: synthesised by warpgym synth (seed 7, index 5962, torch#2, dim 0 x5261)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AvgPool1d -> ConstantPad1d"""

    def __init__(self):
        super().__init__()
        self.avgpool1d_0 = nn.AvgPool1d(kernel_size=3)
        self.constantpad1d_1 = nn.ConstantPad1d(padding=1, value=0.5)

    def forward(self, x):
        x = self.avgpool1d_0(x)
        x = self.constantpad1d_1(x)
        return x


def get_inputs():
    return [torch.randn(1346816, 512)]


def get_init_inputs():
    return []
