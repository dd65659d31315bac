"""F.local_response_norm -> torch.frexp: synthesised by warpgym synth (seed 8, index 309, torch#2, dim 0 x2186)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.local_response_norm -> torch.frexp"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.local_response_norm(x, size=4)
        x = torch.frexp(x)[0]
        return x


def get_inputs():
    return [torch.randn(17488, 64, 16, 16)]


def get_init_inputs():
    return []
