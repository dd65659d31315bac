"""AdaptiveAvgPool1d -> F.pdist: synthesised by warpgym synth (seed 7, index 1798, torch#2, dim 0 x72)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AdaptiveAvgPool1d -> F.pdist"""

    def __init__(self):
        super().__init__()
        self.adaptiveavgpool1d_0 = nn.AdaptiveAvgPool1d(output_size=4)

    def forward(self, x):
        x = self.adaptiveavgpool1d_0(x)
        x = F.pdist(x)
        return x


def get_inputs():
    return [torch.randn(36864, 256)]


def get_init_inputs():
    return []
