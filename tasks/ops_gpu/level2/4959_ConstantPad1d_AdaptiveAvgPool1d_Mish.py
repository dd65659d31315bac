"""ConstantPad1d -> AdaptiveAvgPool1d -> Mish: synthesised by warpgym synth (seed 9, index 375, torch#3, dim 0 x7080)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ConstantPad1d -> AdaptiveAvgPool1d -> Mish"""

    def __init__(self):
        super().__init__()
        self.constantpad1d_0 = nn.ConstantPad1d(padding=1, value=0.5)
        self.adaptiveavgpool1d_1 = nn.AdaptiveAvgPool1d(output_size=4)
        self.mish_2 = nn.Mish()

    def forward(self, x):
        x = self.constantpad1d_0(x)
        x = self.adaptiveavgpool1d_1(x)
        x = self.mish_2(x)
        return x


def get_inputs():
    return [torch.randn(113280, 32, 256)]


def get_init_inputs():
    return []
