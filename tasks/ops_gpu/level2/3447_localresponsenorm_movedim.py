"""F.local_response_norm -> torch.movedim: synthesised by warpgym synth (seed 7, index 5416, torch#2, dim 0 x1731)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.local_response_norm -> torch.movedim"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.local_response_norm(x, size=4)
        x = torch.movedim(x, 2, 1)
        return x


def get_inputs():
    return [torch.randn(13848, 16, 32, 32)]


def get_init_inputs():
    return []
