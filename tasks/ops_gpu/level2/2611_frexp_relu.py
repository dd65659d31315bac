"""torch.frexp -> F.relu: synthesised by warpgym synth (seed 7, index 4135, torch#2, dim 0 x2178)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.frexp -> F.relu"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.frexp(x)[0]
        x = F.relu(x)
        return x


def get_inputs():
    return [torch.randn(8712, 32, 32, 32)]


def get_init_inputs():
    return []
