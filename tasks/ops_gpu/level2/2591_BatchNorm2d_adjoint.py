"""BatchNorm2d -> torch.adjoint: synthesised by warpgym synth (seed 7, index 4096, torch#2, dim 0 x2474)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """BatchNorm2d -> torch.adjoint"""

    def __init__(self):
        super().__init__()
        self.batchnorm2d_0 = nn.BatchNorm2d(num_features=64)

    def forward(self, x):
        x = self.batchnorm2d_0(x)
        x = torch.adjoint(x)
        return x


def get_inputs():
    return [torch.randn(19792, 64, 16, 16)]


def get_init_inputs():
    return []
