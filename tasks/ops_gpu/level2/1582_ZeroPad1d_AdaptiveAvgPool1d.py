"""ZeroPad1d -> AdaptiveAvgPool1d: synthesised by warpgym synth (seed 7, index 2516, torch#2, dim 0 x3925)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ZeroPad1d -> AdaptiveAvgPool1d"""

    def __init__(self):
        super().__init__()
        self.zeropad1d_0 = nn.ZeroPad1d(padding=1)
        self.adaptiveavgpool1d_1 = nn.AdaptiveAvgPool1d(output_size=4)

    def forward(self, x):
        x = self.zeropad1d_0(x)
        x = self.adaptiveavgpool1d_1(x)
        return x


def get_inputs():
    return [torch.randn(1004800, 512)]


def get_init_inputs():
    return []
