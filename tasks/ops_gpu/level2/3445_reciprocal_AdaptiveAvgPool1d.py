"""torch.reciprocal -> AdaptiveAvgPool1d: synthesised by warpgym synth (seed 7, index 5413, torch#2, dim 0 x4369)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.reciprocal -> AdaptiveAvgPool1d"""

    def __init__(self):
        super().__init__()
        self.adaptiveavgpool1d_1 = nn.AdaptiveAvgPool1d(output_size=4)

    def forward(self, x):
        x = torch.reciprocal(x)
        x = self.adaptiveavgpool1d_1(x)
        return x


def get_inputs():
    return [torch.randn(69904, 32, 256)]


def get_init_inputs():
    return []
