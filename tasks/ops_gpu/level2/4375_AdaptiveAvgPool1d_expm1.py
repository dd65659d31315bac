"""AdaptiveAvgPool1d -> torch.expm1: synthesised by warpgym synth (seed 7, index 6871, torch#2, dim 0 x24166)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AdaptiveAvgPool1d -> torch.expm1"""

    def __init__(self):
        super().__init__()
        self.adaptiveavgpool1d_0 = nn.AdaptiveAvgPool1d(output_size=4)

    def forward(self, x):
        x = self.adaptiveavgpool1d_0(x)
        x = torch.expm1(x)
        return x


def get_inputs():
    return [torch.randn(3093248, 256)]


def get_init_inputs():
    return []
