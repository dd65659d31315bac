"""F.sigmoid -> F.mish -> AdaptiveAvgPool1d: synthesised by warpgym synth (seed 8, index 286, torch#3, dim 0 x1645)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.sigmoid -> F.mish -> AdaptiveAvgPool1d"""

    def __init__(self):
        super().__init__()
        self.adaptiveavgpool1d_2 = nn.AdaptiveAvgPool1d(output_size=4)

    def forward(self, x):
        x = F.sigmoid(x)
        x = F.mish(x)
        x = self.adaptiveavgpool1d_2(x)
        return x


def get_inputs():
    return [torch.randn(421120, 512)]


def get_init_inputs():
    return []
