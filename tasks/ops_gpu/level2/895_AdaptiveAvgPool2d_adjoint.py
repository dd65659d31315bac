"""AdaptiveAvgPool2d -> torch.adjoint: synthesised by warpgym synth (seed 7, index 1457, torch#2, dim 0 x7264)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AdaptiveAvgPool2d -> torch.adjoint"""

    def __init__(self):
        super().__init__()
        self.adaptiveavgpool2d_0 = nn.AdaptiveAvgPool2d(output_size=4)

    def forward(self, x):
        x = self.adaptiveavgpool2d_0(x)
        x = torch.adjoint(x)
        return x


def get_inputs():
    return [torch.randn(58112, 64, 16, 16)]


def get_init_inputs():
    return []
