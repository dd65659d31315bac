"""ConstantPad1d -> MaxPool1d: synthesised by warpgym synth (seed 7, index 1800, torch#2, dim 0 x5669)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ConstantPad1d -> MaxPool1d"""

    def __init__(self):
        super().__init__()
        self.constantpad1d_0 = nn.ConstantPad1d(padding=1, value=0.5)
        self.maxpool1d_1 = nn.MaxPool1d(kernel_size=3)

    def forward(self, x):
        x = self.constantpad1d_0(x)
        x = self.maxpool1d_1(x)
        return x


def get_inputs():
    return [torch.randn(362816, 1024)]


def get_init_inputs():
    return []
