"""AdaptiveAvgPool1d -> torch.diagonal: synthesised by warpgym synth (seed 7, index 6698, torch#2, dim 0 x1910)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AdaptiveAvgPool1d -> torch.diagonal"""

    def __init__(self):
        super().__init__()
        self.adaptiveavgpool1d_0 = nn.AdaptiveAvgPool1d(output_size=4)

    def forward(self, x):
        x = self.adaptiveavgpool1d_0(x)
        x = torch.diagonal(x)
        return x


def get_inputs():
    return [torch.randn(15280, 256, 128)]


def get_init_inputs():
    return []
