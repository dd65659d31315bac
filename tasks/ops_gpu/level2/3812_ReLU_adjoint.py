"""ReLU -> torch.adjoint: synthesised by warpgym synth (seed 7, index 5986, torch#2, dim 0 x4084)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReLU -> torch.adjoint"""

    def __init__(self):
        super().__init__()
        self.relu_0 = nn.ReLU()

    def forward(self, x):
        x = self.relu_0(x)
        x = torch.adjoint(x)
        return x


def get_inputs():
    return [torch.randn(1045504, 512)]


def get_init_inputs():
    return []
