"""F.local_response_norm -> torch.det: synthesised by warpgym synth (seed 7, index 5877, torch#2, dim 0 x610)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.local_response_norm -> torch.det"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.local_response_norm(x, size=4)
        x = torch.det(x)
        return x


def get_inputs():
    return [torch.randn(4880, 16, 32, 32)]


def get_init_inputs():
    return []
